// The shapes and building blocks of the landing pages' copy (domain/landing-copy.ts): a page's
// texts are messages read through getters each time they are used, so a page rendering in Chinese
// reads its Chinese and no module freezes one language.

import { m } from "../paraglide/messages.js";
import type { Season } from "../seasons";
import type { Faq } from "../structured-data";

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
export const action = (label: () => string, to: string): LandingAction => ({
  get label() {
    return label();
  },
  to,
});

/** The seasonal page: its list, title, heading, intro and FAQ follow the season. */
export const SEASONAL_PATH = "/seasonal-would-you-rather-questions";

/** The printable classroom list (built beside the classroom page). */
export const CLASSROOM_PRINT_PATH = "/would-you-rather-questions-for-the-classroom/print";

export const faq = (question: () => string, answer: () => string): Faq => ({
  question: question(),
  answer: answer(),
});

export const allQuestions = () => action(m.lists_landing_browse_all, "/would-you-rather-questions");

export const howToPlay = (who: string): string[] => [
  m.lists_landing_step_gather({ who }),
  m.lists_landing_step_pick(),
  m.lists_landing_step_defend(),
  m.lists_landing_step_vote(),
];

export type TagPageSpec = {
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
export function tagPage(spec: TagPageSpec): LandingCopy {
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
