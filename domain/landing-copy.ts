// Copy for the four audience landing pages. One module serves all four routes; the URL path picks
// the entry, so each page keeps its own title, description and text for search engines.
// A landing page is the editors' list for one search ("would you rather questions for kids"); the
// category page it links to is where people vote on all of them, so it must not claim that search too.
//
// Every text is a message (messages/<language>/lists.json), read through a getter each time it is
// used, so a page rendering in Chinese reads its Chinese and the module never freezes one language.

import { m } from "./paraglide/messages.js";
import type { Faq } from "./structured-data";

export type LandingAction = { label: string; to: string };
/** `id` names the section's heading for screen readers; it stays the same in every language. */
export type LandingSection = {
  id: string;
  heading: string;
  text?: string;
  steps?: string[];
  points?: string[];
};

export type LandingCopy = {
  path: string;
  /** The search this page answers, lower case; its title says it, its category page's title must not. */
  readonly searchPhrase: string;
  /** The page title with the number of picks shown, or without a number when there are none. */
  title: (count: number) => string;
  readonly description: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  gradient: string;
  /** The category the page's picks come from: its category page is where people vote on all of them. */
  category: string;
  readonly actions: LandingAction[];
  readonly sections: LandingSection[];
  /** Shown on the page and as FAQPage structured data, word for word. */
  readonly faqs: Faq[];
  mature?: boolean;
};

/** A link whose label is read when it is shown. */
const action = (label: () => string, to: string): LandingAction => ({
  get label() {
    return label();
  },
  to,
});

const allQuestions = () => action(m.lists_landing_browse_all, "/would-you-rather-questions");

const howToPlay = (who: string): string[] => [
  m.lists_landing_step_gather({ who }),
  m.lists_landing_step_pick(),
  m.lists_landing_step_defend(),
  m.lists_landing_step_vote(),
];

export const LANDING_PAGES: LandingCopy[] = [
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

/** The copy for a path, ignoring a trailing slash; undefined for any other path. */
export function landingCopyFor(pathname: string): LandingCopy | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return LANDING_PAGES.find((page) => page.path === path);
}

/** How many questions a landing page lists: enough to be worth a visit, few enough to read through. */
export const LANDING_PICKS = 30;

/** The title with the number of picks actually shown, so it never promises more than the page has. */
export function landingTitle(copy: LandingCopy, count: number): string {
  return copy.title(count);
}
