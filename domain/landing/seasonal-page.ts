// The seasonal page: one address whose list, title, heading, intro and FAQ follow the season of the
// day (domain/seasons.ts).

import { m } from "../paraglide/messages.js";
import { type Season, seasonOn } from "../seasons";
import {
  action,
  allQuestions,
  faq,
  type LandingCopy,
  SEASONAL_PATH,
  type TagPageSpec,
  tagPage,
} from "./parts";

/** What changes with the season: the rest of the page stays the same all year. */
type SeasonTexts = Pick<
  TagPageSpec,
  "title" | "titlePlain" | "description" | "eyebrow" | "heading" | "intro" | "faqs"
>;

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

// Its season is today's unless a request names one (landingCopyFor): the loader picks it per request.
export const SEASONAL_PAGE: LandingCopy = {
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
};
