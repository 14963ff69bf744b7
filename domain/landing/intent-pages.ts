// The pages for the searches people make next, each listing a tag across the catalogue: couples,
// teens, work and team icebreakers, the classroom, and "this or that".

import { m } from "../paraglide/messages.js";
import { action, allQuestions, CLASSROOM_PRINT_PATH, faq, type LandingCopy, tagPage } from "./parts";

export const INTENT_PAGES: LandingCopy[] = [
  tagPage({
    path: "/would-you-rather-questions-for-couples",
    source: { kind: "tag", tag: "couples", familySafe: true },
    category: "Adults",
    gradient: "from-pink-700 to-rose-800",
    search: m.lists_landing_couples_search,
    title: m.lists_landing_couples_title,
    titlePlain: m.lists_landing_couples_title_plain,
    description: m.lists_landing_couples_description,
    eyebrow: m.lists_landing_couples_eyebrow,
    heading: m.lists_landing_couples_heading,
    intro: m.lists_landing_couples_intro,
    actions: () => [action(m.lists_landing_action_try_deep, "/category/Deep"), allQuestions()],
    sections: () => [
      {
        id: "section-why-these-questions-work-for-couples",
        heading: m.lists_landing_couples_why_heading(),
        text: m.lists_landing_couples_why_text(),
        points: [
          m.lists_landing_couples_why_point1(),
          m.lists_landing_couples_why_point2(),
          m.lists_landing_couples_why_point3(),
        ],
      },
      {
        id: "section-how-to-use-them-on-a-date-night",
        heading: m.lists_landing_couples_how_heading(),
        steps: [
          m.lists_landing_couples_how_step1(),
          m.lists_landing_couples_how_step2(),
          m.lists_landing_couples_how_step3(),
          m.lists_landing_couples_how_step4(),
        ],
      },
    ],
    faqs: () => [
      faq(m.lists_landing_couples_faq1_q, m.lists_landing_couples_faq1_a),
      faq(m.lists_landing_couples_faq2_q, m.lists_landing_couples_faq2_a),
      faq(m.lists_landing_couples_faq3_q, m.lists_landing_couples_faq3_a),
    ],
    // The adults-only Spicy set is not in this list: it has its own page, behind its age note.
    notice: () => ({
      text: m.lists_landing_spicy_notice(),
      link: action(m.lists_landing_spicy_notice_link, "/spicy-would-you-rather-questions"),
    }),
  }),
  tagPage({
    path: "/would-you-rather-questions-for-teens",
    source: { kind: "tag", tag: "teens", familySafe: true },
    category: "Crush",
    gradient: "from-fuchsia-700 to-purple-800",
    search: m.lists_landing_teens_search,
    title: m.lists_landing_teens_title,
    titlePlain: m.lists_landing_teens_title_plain,
    description: m.lists_landing_teens_description,
    eyebrow: m.lists_landing_teens_eyebrow,
    heading: m.lists_landing_teens_heading,
    intro: m.lists_landing_teens_intro,
    actions: () => [action(m.lists_landing_action_play_crush, "/category/Crush"), allQuestions()],
    sections: () => [
      {
        id: "section-why-these-questions-work-for-teens",
        heading: m.lists_landing_teens_why_heading(),
        text: m.lists_landing_teens_why_text(),
        points: [
          m.lists_landing_teens_why_point1(),
          m.lists_landing_teens_why_point2(),
          m.lists_landing_teens_why_point3(),
        ],
      },
      {
        id: "section-where-to-use-them",
        heading: m.lists_landing_teens_how_heading(),
        points: [
          m.lists_landing_teens_how_point1(),
          m.lists_landing_teens_how_point2(),
          m.lists_landing_teens_how_point3(),
        ],
      },
    ],
    faqs: () => [
      faq(m.lists_landing_teens_faq1_q, m.lists_landing_teens_faq1_a),
      faq(m.lists_landing_teens_faq2_q, m.lists_landing_teens_faq2_a),
      faq(m.lists_landing_teens_faq3_q, m.lists_landing_teens_faq3_a),
    ],
  }),
  tagPage({
    path: "/would-you-rather-questions-for-work",
    source: { kind: "tag", tag: "work", familySafe: true },
    category: "Adults",
    gradient: "from-teal-700 to-cyan-800",
    search: m.lists_landing_work_search,
    title: m.lists_landing_work_title,
    titlePlain: m.lists_landing_work_title_plain,
    description: m.lists_landing_work_description,
    eyebrow: m.lists_landing_work_eyebrow,
    heading: m.lists_landing_work_heading,
    intro: m.lists_landing_work_intro,
    actions: () => [action(m.lists_landing_action_play_adults, "/category/Adults"), allQuestions()],
    sections: () => [
      {
        id: "section-why-these-questions-work-at-work",
        heading: m.lists_landing_work_why_heading(),
        text: m.lists_landing_work_why_text(),
        points: [
          m.lists_landing_work_why_point1(),
          m.lists_landing_work_why_point2(),
          m.lists_landing_work_why_point3(),
        ],
      },
      {
        id: "section-how-to-use-them-in-a-team-meeting",
        heading: m.lists_landing_work_how_heading(),
        steps: [
          m.lists_landing_work_how_step1(),
          m.lists_landing_work_how_step2(),
          m.lists_landing_work_how_step3(),
          m.lists_landing_work_how_step4(),
        ],
      },
    ],
    faqs: () => [
      faq(m.lists_landing_work_faq1_q, m.lists_landing_work_faq1_a),
      faq(m.lists_landing_work_faq2_q, m.lists_landing_work_faq2_a),
      faq(m.lists_landing_work_faq3_q, m.lists_landing_work_faq3_a),
    ],
  }),
  tagPage({
    path: "/would-you-rather-questions-for-the-classroom",
    source: { kind: "tag", tag: "classroom", familySafe: true },
    category: "Kids",
    gradient: "from-emerald-700 to-green-800",
    search: m.lists_landing_classroom_search,
    title: m.lists_landing_classroom_title,
    titlePlain: m.lists_landing_classroom_title_plain,
    description: m.lists_landing_classroom_description,
    eyebrow: m.lists_landing_classroom_eyebrow,
    heading: m.lists_landing_classroom_heading,
    intro: m.lists_landing_classroom_intro,
    actions: () => [
      action(m.lists_landing_action_print_classroom, CLASSROOM_PRINT_PATH),
      action(m.lists_landing_action_start_room, "/rooms/new"),
      action(m.lists_landing_action_play_kids, "/category/Kids"),
    ],
    sections: () => [
      {
        id: "section-why-these-questions-work-in-class",
        heading: m.lists_landing_classroom_why_heading(),
        text: m.lists_landing_classroom_why_text(),
        points: [
          m.lists_landing_classroom_why_point1(),
          m.lists_landing_classroom_why_point2(),
          m.lists_landing_classroom_why_point3(),
        ],
      },
      {
        id: "section-how-to-use-them-in-a-lesson",
        heading: m.lists_landing_classroom_how_heading(),
        steps: [
          m.lists_landing_classroom_how_step1(),
          m.lists_landing_classroom_how_step2(),
          m.lists_landing_classroom_how_step3(),
          m.lists_landing_classroom_how_step4(),
        ],
      },
    ],
    faqs: () => [
      faq(m.lists_landing_classroom_faq1_q, m.lists_landing_classroom_faq1_a),
      faq(m.lists_landing_classroom_faq2_q, m.lists_landing_classroom_faq2_a),
      faq(m.lists_landing_classroom_faq3_q, m.lists_landing_classroom_faq3_a),
    ],
  }),
  tagPage({
    path: "/this-or-that-questions",
    source: { kind: "tag", tag: "this-or-that", familySafe: true },
    category: "Classics",
    gradient: "from-orange-700 to-amber-800",
    search: m.lists_landing_thisorthat_search,
    title: m.lists_landing_thisorthat_title,
    titlePlain: m.lists_landing_thisorthat_title_plain,
    description: m.lists_landing_thisorthat_description,
    eyebrow: m.lists_landing_thisorthat_eyebrow,
    heading: m.lists_landing_thisorthat_heading,
    intro: m.lists_landing_thisorthat_intro,
    actions: () => [action(m.lists_landing_action_quick_round, "/play"), allQuestions()],
    sections: () => [
      {
        id: "section-why-this-or-that-questions-work",
        heading: m.lists_landing_thisorthat_why_heading(),
        text: m.lists_landing_thisorthat_why_text(),
        points: [
          m.lists_landing_thisorthat_why_point1(),
          m.lists_landing_thisorthat_why_point2(),
          m.lists_landing_thisorthat_why_point3(),
        ],
      },
      {
        id: "section-how-to-play-a-fast-round",
        heading: m.lists_landing_thisorthat_how_heading(),
        steps: [
          m.lists_landing_thisorthat_how_step1(),
          m.lists_landing_thisorthat_how_step2(),
          m.lists_landing_thisorthat_how_step3(),
          m.lists_landing_thisorthat_how_step4(),
        ],
      },
    ],
    faqs: () => [
      faq(m.lists_landing_thisorthat_faq1_q, m.lists_landing_thisorthat_faq1_a),
      faq(m.lists_landing_thisorthat_faq2_q, m.lists_landing_thisorthat_faq2_a),
      faq(m.lists_landing_thisorthat_faq3_q, m.lists_landing_thisorthat_faq3_a),
    ],
  }),
];
