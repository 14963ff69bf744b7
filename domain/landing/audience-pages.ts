// The four audience pages, each the editors' list of one category: Kids, Adults, Movie and the
// adults-only Spicy set.

import { m } from "../paraglide/messages.js";
import { action, allQuestions, howToPlay, type LandingCopy } from "./parts";

export const AUDIENCE_PAGES: LandingCopy[] = [
  {
    path: "/would-you-rather-for-kids",
    get searchPhrase() {
      return m.lists_landing_kids_search();
    },
    title: (count) =>
      count > 0 ? m.lists_landing_kids_title({ count }) : m.lists_landing_kids_title_plain(),
    get description() {
      return m.lists_landing_kids_description();
    },
    get eyebrow() {
      return m.lists_landing_kids_eyebrow();
    },
    get heading() {
      return m.lists_landing_kids_heading();
    },
    get intro() {
      return m.lists_landing_kids_intro();
    },
    gradient: "from-sky-700 to-blue-800",
    category: "Kids",
    source: { kind: "category", category: "Kids" },
    get actions() {
      return [action(m.lists_landing_action_play_kids, "/category/Kids"), allQuestions()];
    },
    get sections() {
      return [
        {
          id: "section-why-these-questions-work-for-kids",
          heading: m.lists_landing_kids_why_heading(),
          text: m.lists_landing_kids_why_text(),
          points: [
            m.lists_landing_kids_why_point1(),
            m.lists_landing_kids_why_point2(),
            m.lists_landing_kids_why_point3(),
          ],
        },
        {
          id: "section-how-to-play",
          heading: m.lists_landing_how_to_play(),
          steps: howToPlay(m.lists_landing_kids_who()),
        },
        {
          id: "section-tips-for-parents-and-teachers",
          heading: m.lists_landing_kids_tips_heading(),
          points: [
            m.lists_landing_kids_tips_point1(),
            m.lists_landing_kids_tips_point2(),
            m.lists_landing_kids_tips_point3(),
          ],
        },
      ];
    },
    get faqs() {
      return [
        { question: m.lists_landing_kids_faq1_q(), answer: m.lists_landing_kids_faq1_a() },
        { question: m.lists_landing_kids_faq2_q(), answer: m.lists_landing_kids_faq2_a() },
        { question: m.lists_landing_kids_faq3_q(), answer: m.lists_landing_kids_faq3_a() },
        { question: m.lists_landing_kids_faq4_q(), answer: m.lists_landing_kids_faq4_a() },
      ];
    },
  },
  {
    path: "/would-you-rather-for-adults",
    get searchPhrase() {
      return m.lists_landing_adults_search();
    },
    title: (count) =>
      count > 0 ? m.lists_landing_adults_title({ count }) : m.lists_landing_adults_title_plain(),
    get description() {
      return m.lists_landing_adults_description();
    },
    get eyebrow() {
      return m.lists_landing_adults_eyebrow();
    },
    get heading() {
      return m.lists_landing_adults_heading();
    },
    get intro() {
      return m.lists_landing_adults_intro();
    },
    gradient: "from-indigo-700 to-blue-800",
    category: "Adults",
    source: { kind: "category", category: "Adults" },
    get actions() {
      return [
        action(m.lists_landing_action_play_adults, "/category/Adults"),
        action(m.lists_landing_action_try_deep, "/category/Deep"),
        allQuestions(),
      ];
    },
    get sections() {
      return [
        {
          id: "section-why-these-questions-work-for-adults",
          heading: m.lists_landing_adults_why_heading(),
          text: m.lists_landing_adults_why_text(),
          points: [
            m.lists_landing_adults_why_point1(),
            m.lists_landing_adults_why_point2(),
            m.lists_landing_adults_why_point3(),
          ],
        },
        {
          id: "section-how-to-play",
          heading: m.lists_landing_how_to_play(),
          steps: howToPlay(m.lists_landing_adults_who()),
        },
        {
          id: "section-tips-for-a-great-conversation",
          heading: m.lists_landing_adults_tips_heading(),
          points: [
            m.lists_landing_adults_tips_point1(),
            m.lists_landing_adults_tips_point2(),
            m.lists_landing_adults_tips_point3(),
          ],
        },
      ];
    },
    get faqs() {
      return [
        { question: m.lists_landing_adults_faq1_q(), answer: m.lists_landing_adults_faq1_a() },
        { question: m.lists_landing_adults_faq2_q(), answer: m.lists_landing_adults_faq2_a() },
        { question: m.lists_landing_adults_faq3_q(), answer: m.lists_landing_adults_faq3_a() },
      ];
    },
  },
  {
    path: "/would-you-rather-movie-questions",
    get searchPhrase() {
      return m.lists_landing_movie_search();
    },
    title: (count) =>
      count > 0 ? m.lists_landing_movie_title({ count }) : m.lists_landing_movie_title_plain(),
    get description() {
      return m.lists_landing_movie_description();
    },
    get eyebrow() {
      return m.lists_landing_movie_eyebrow();
    },
    get heading() {
      return m.lists_landing_movie_heading();
    },
    get intro() {
      return m.lists_landing_movie_intro();
    },
    gradient: "from-rose-700 to-pink-800",
    category: "Movie",
    source: { kind: "category", category: "Movie" },
    get actions() {
      return [
        action(m.lists_landing_action_play_movie, "/category/Movie"),
        action(m.lists_landing_action_try_entertainment, "/category/Entertainment"),
        allQuestions(),
      ];
    },
    get sections() {
      return [
        {
          id: "section-why-movie-questions-work",
          heading: m.lists_landing_movie_why_heading(),
          text: m.lists_landing_movie_why_text(),
          points: [
            m.lists_landing_movie_why_point1(),
            m.lists_landing_movie_why_point2(),
            m.lists_landing_movie_why_point3(),
          ],
        },
        {
          id: "section-how-to-play",
          heading: m.lists_landing_how_to_play(),
          steps: howToPlay(m.lists_landing_movie_who()),
        },
        {
          id: "section-tips-for-movie-night",
          heading: m.lists_landing_movie_tips_heading(),
          points: [
            m.lists_landing_movie_tips_point1(),
            m.lists_landing_movie_tips_point2(),
            m.lists_landing_movie_tips_point3(),
          ],
        },
      ];
    },
    get faqs() {
      return [
        { question: m.lists_landing_movie_faq1_q(), answer: m.lists_landing_movie_faq1_a() },
        { question: m.lists_landing_movie_faq2_q(), answer: m.lists_landing_movie_faq2_a() },
        { question: m.lists_landing_movie_faq3_q(), answer: m.lists_landing_movie_faq3_a() },
      ];
    },
  },
  {
    path: "/spicy-would-you-rather-questions",
    get searchPhrase() {
      return m.lists_landing_spicy_search();
    },
    title: (count) =>
      count > 0 ? m.lists_landing_spicy_title({ count }) : m.lists_landing_spicy_title_plain(),
    get description() {
      return m.lists_landing_spicy_description();
    },
    get eyebrow() {
      return m.lists_landing_spicy_eyebrow();
    },
    get heading() {
      return m.lists_landing_spicy_heading();
    },
    get intro() {
      return m.lists_landing_spicy_intro();
    },
    gradient: "from-red-700 to-rose-800",
    category: "Spicy",
    source: { kind: "category", category: "Spicy" },
    mature: true,
    get actions() {
      return [action(m.lists_landing_action_play_spicy, "/category/Spicy"), allQuestions()];
    },
    get sections() {
      return [
        {
          id: "section-why-spicy-questions-work",
          heading: m.lists_landing_spicy_why_heading(),
          text: m.lists_landing_spicy_why_text(),
          points: [
            m.lists_landing_spicy_why_point1(),
            m.lists_landing_spicy_why_point2(),
            m.lists_landing_spicy_why_point3(),
          ],
        },
        {
          id: "section-how-to-play",
          heading: m.lists_landing_how_to_play(),
          steps: howToPlay(m.lists_landing_spicy_who()),
        },
        {
          id: "section-tips-for-keeping-it-fun",
          heading: m.lists_landing_spicy_tips_heading(),
          points: [
            m.lists_landing_spicy_tips_point1(),
            m.lists_landing_spicy_tips_point2(),
            m.lists_landing_spicy_tips_point3(),
          ],
        },
      ];
    },
    get faqs() {
      return [
        { question: m.lists_landing_spicy_faq1_q(), answer: m.lists_landing_spicy_faq1_a() },
        { question: m.lists_landing_spicy_faq2_q(), answer: m.lists_landing_spicy_faq2_a() },
        { question: m.lists_landing_spicy_faq3_q(), answer: m.lists_landing_spicy_faq3_a() },
      ];
    },
  },
];
