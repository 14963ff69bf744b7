// Copy for the landing pages. One module serves all their routes; the URL path picks the entry, so
// each page keeps its own title, description and text for search engines. A page lists every
// question of its set, paged: a category's (Kids, Adults, Movie, Spicy) or a tag's across the
// catalogue (couples, teens, work, classroom, this or that, and the season of the day).
// A landing page is the editors' list for one search ("would you rather questions for kids"); the
// category page it links to is where people vote on all of them, so it must not claim that search too.
//
// Every text is a message (messages/<language>/lists.json), read through a getter each time it is
// used, so a page rendering in Chinese reads its Chinese and the module never freezes one language.

import { m } from "./paraglide/messages.js";
import { type Season, seasonOn } from "./seasons";
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

/** The tags a landing page can list (content/tags.ts; "this-or-that" is given to two short choices). */
export type LandingTag = "couples" | "teens" | "work" | "classroom" | "this-or-that" | Season;

/**
 * Where a page's list comes from: every question of a category, or every question carrying a tag.
 * A family-safe tag list leaves out the mature (adults-only) categories.
 */
export type LandingSource =
  | { kind: "category"; category: string }
  | { kind: "tag"; tag: LandingTag; familySafe: boolean };

/** A short aside under the hero: a sentence and a link (the couples page's pointer to Spicy, 18+). */
export type LandingNotice = { readonly text: string; readonly link: LandingAction };

export type LandingCopy = {
  path: string;
  readonly source: LandingSource;
  /** The search this page answers, lower case; its title says it, its category page's title must not. */
  readonly searchPhrase: string;
  /** The page title with the number of picks shown, or without a number when there are none. */
  title: (count: number) => string;
  readonly description: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  gradient: string;
  /**
   * The category the page leads to (its list's category, or the nearest one for a tag's list): its
   * colour dresses the page's picture, and its page is where to vote on more.
   */
  category: string;
  readonly actions: LandingAction[];
  readonly sections: LandingSection[];
  /** Shown on the page and as FAQPage structured data, word for word. */
  readonly faqs: Faq[];
  readonly notice?: LandingNotice;
  mature?: boolean;
};

/** A link whose label is read when it is shown. */
const action = (label: () => string, to: string): LandingAction => ({
  get label() {
    return label();
  },
  to,
});

/** The seasonal page: its list, title, heading, intro and FAQ follow the season. */
export const SEASONAL_PATH = "/seasonal-would-you-rather-questions";

/** The printable classroom list (built beside the classroom page). */
export const CLASSROOM_PRINT_PATH = "/would-you-rather-questions-for-the-classroom/print";

const faq = (question: () => string, answer: () => string): Faq => ({
  question: question(),
  answer: answer(),
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
  // Its season is today's unless a request names one (landingCopyFor): the loader picks it per request.
  {
    path: SEASONAL_PATH,
    get source() {
      return seasonalCopy(seasonOn(new Date())).source;
    },
    get searchPhrase() {
      return m.lists_landing_seasonal_search();
    },
    title: (count) => seasonalCopy(seasonOn(new Date())).title(count),
    get description() {
      return seasonalCopy(seasonOn(new Date())).description;
    },
    get eyebrow() {
      return seasonalCopy(seasonOn(new Date())).eyebrow;
    },
    get heading() {
      return seasonalCopy(seasonOn(new Date())).heading;
    },
    get intro() {
      return seasonalCopy(seasonOn(new Date())).intro;
    },
    gradient: "from-sky-700 to-indigo-800",
    category: "Classics",
    get actions() {
      return seasonalCopy(seasonOn(new Date())).actions;
    },
    get sections() {
      return seasonalCopy(seasonOn(new Date())).sections;
    },
    get faqs() {
      return seasonalCopy(seasonOn(new Date())).faqs;
    },
  },
];

type TagPageSpec = {
  path: string;
  source: LandingSource;
  category: string;
  gradient: string;
  search: () => string;
  title: (inputs: { count: number }) => string;
  titlePlain: () => string;
  description: () => string;
  eyebrow: () => string;
  heading: () => string;
  intro: () => string;
  actions: () => LandingAction[];
  sections: () => LandingSection[];
  faqs: () => Faq[];
  notice?: () => LandingNotice;
};

/** A page whose texts are read from its messages each time they are used. */
function tagPage(spec: TagPageSpec): LandingCopy {
  const { notice } = spec;
  return {
    path: spec.path,
    source: spec.source,
    category: spec.category,
    gradient: spec.gradient,
    title: (count) => (count > 0 ? spec.title({ count }) : spec.titlePlain()),
    get searchPhrase() {
      return spec.search();
    },
    get description() {
      return spec.description();
    },
    get eyebrow() {
      return spec.eyebrow();
    },
    get heading() {
      return spec.heading();
    },
    get intro() {
      return spec.intro();
    },
    get actions() {
      return spec.actions();
    },
    get sections() {
      return spec.sections();
    },
    get faqs() {
      return spec.faqs();
    },
    ...(notice
      ? {
          get notice() {
            return notice();
          },
        }
      : {}),
  };
}

type SeasonTexts = {
  title: (inputs: { count: number }) => string;
  titlePlain: () => string;
  description: () => string;
  eyebrow: () => string;
  heading: () => string;
  intro: () => string;
  faqs: () => Faq[];
};

const SEASON_TEXTS: Record<Season, SeasonTexts> = {
  holidays: {
    title: m.lists_landing_season_holidays_title,
    titlePlain: m.lists_landing_season_holidays_title_plain,
    description: m.lists_landing_season_holidays_description,
    eyebrow: m.lists_landing_season_holidays_eyebrow,
    heading: m.lists_landing_season_holidays_heading,
    intro: m.lists_landing_season_holidays_intro,
    faqs: () => [
      faq(m.lists_landing_season_holidays_faq1_q, m.lists_landing_season_holidays_faq1_a),
      faq(m.lists_landing_season_holidays_faq2_q, m.lists_landing_season_holidays_faq2_a),
    ],
  },
  winter: {
    title: m.lists_landing_season_winter_title,
    titlePlain: m.lists_landing_season_winter_title_plain,
    description: m.lists_landing_season_winter_description,
    eyebrow: m.lists_landing_season_winter_eyebrow,
    heading: m.lists_landing_season_winter_heading,
    intro: m.lists_landing_season_winter_intro,
    faqs: () => [
      faq(m.lists_landing_season_winter_faq1_q, m.lists_landing_season_winter_faq1_a),
      faq(m.lists_landing_season_winter_faq2_q, m.lists_landing_season_winter_faq2_a),
    ],
  },
  spring: {
    title: m.lists_landing_season_spring_title,
    titlePlain: m.lists_landing_season_spring_title_plain,
    description: m.lists_landing_season_spring_description,
    eyebrow: m.lists_landing_season_spring_eyebrow,
    heading: m.lists_landing_season_spring_heading,
    intro: m.lists_landing_season_spring_intro,
    faqs: () => [
      faq(m.lists_landing_season_spring_faq1_q, m.lists_landing_season_spring_faq1_a),
      faq(m.lists_landing_season_spring_faq2_q, m.lists_landing_season_spring_faq2_a),
    ],
  },
  summer: {
    title: m.lists_landing_season_summer_title,
    titlePlain: m.lists_landing_season_summer_title_plain,
    description: m.lists_landing_season_summer_description,
    eyebrow: m.lists_landing_season_summer_eyebrow,
    heading: m.lists_landing_season_summer_heading,
    intro: m.lists_landing_season_summer_intro,
    faqs: () => [
      faq(m.lists_landing_season_summer_faq1_q, m.lists_landing_season_summer_faq1_a),
      faq(m.lists_landing_season_summer_faq2_q, m.lists_landing_season_summer_faq2_a),
    ],
  },
  autumn: {
    title: m.lists_landing_season_autumn_title,
    titlePlain: m.lists_landing_season_autumn_title_plain,
    description: m.lists_landing_season_autumn_description,
    eyebrow: m.lists_landing_season_autumn_eyebrow,
    heading: m.lists_landing_season_autumn_heading,
    intro: m.lists_landing_season_autumn_intro,
    faqs: () => [
      faq(m.lists_landing_season_autumn_faq1_q, m.lists_landing_season_autumn_faq1_a),
      faq(m.lists_landing_season_autumn_faq2_q, m.lists_landing_season_autumn_faq2_a),
    ],
  },
};

/** The seasonal page as it reads in one season. */
export function seasonalCopy(season: Season): LandingCopy {
  const texts = SEASON_TEXTS[season];
  return tagPage({
    path: SEASONAL_PATH,
    // Seasonal questions are for everyone at the table: the adults-only set stays out.
    source: { kind: "tag", tag: season, familySafe: true },
    category: "Classics",
    gradient: "from-sky-700 to-indigo-800",
    search: m.lists_landing_seasonal_search,
    ...texts,
    actions: () => [action(m.lists_landing_action_quick_round, "/play"), allQuestions()],
    sections: () => [
      {
        id: "section-why-seasonal-questions-work",
        heading: m.lists_landing_seasonal_why_heading(),
        text: m.lists_landing_seasonal_why_text(),
        points: [
          m.lists_landing_seasonal_why_point1(),
          m.lists_landing_seasonal_why_point2(),
          m.lists_landing_seasonal_why_point3(),
        ],
      },
      {
        id: "section-how-to-use-seasonal-questions",
        heading: m.lists_landing_seasonal_how_heading(),
        points: [
          m.lists_landing_seasonal_how_point1(),
          m.lists_landing_seasonal_how_point2(),
          m.lists_landing_seasonal_how_point3(),
        ],
      },
      {
        id: "section-the-seasons-this-page-follows",
        heading: m.lists_landing_seasonal_calendar_heading(),
        points: [
          m.lists_landing_seasonal_calendar_holidays(),
          m.lists_landing_seasonal_calendar_winter(),
          m.lists_landing_seasonal_calendar_spring(),
          m.lists_landing_seasonal_calendar_summer(),
          m.lists_landing_seasonal_calendar_autumn(),
        ],
      },
    ],
    faqs: () => [
      ...texts.faqs(),
      faq(m.lists_landing_seasonal_faq_change_q, m.lists_landing_seasonal_faq_change_a),
    ],
  });
}

/**
 * The copy for a path, ignoring a trailing slash; undefined for any other path. The seasonal page
 * reads as the given season's (the loader's, computed per request), else today's.
 */
export function landingCopyFor(pathname: string, season?: Season): LandingCopy | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === SEASONAL_PATH) return seasonalCopy(season ?? seasonOn(new Date()));
  return LANDING_PAGES.find((page) => page.path === path);
}

/** How many questions one page of a landing page's list shows. */
export const LANDING_PAGE_SIZE = 50;

/**
 * The title: with the number of questions the list holds on its first page (never more than the
 * page has), and "Page N" from the second on, so every page's title is its own.
 */
export function landingTitle(copy: LandingCopy, count: number, page = 1): string {
  if (page > 1) return m.lists_landing_paged_title({ heading: copy.heading, page });
  return copy.title(count);
}

/** The description: the page's own on its first page; from the second on, which part of the list it holds. */
export function landingDescription(
  copy: LandingCopy,
  page: number,
  total: number,
  pageSize = LANDING_PAGE_SIZE,
): string {
  if (page <= 1) return copy.description;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return m.lists_landing_paged_description({ heading: copy.heading, page, pages, from, to, total });
}
