// Category presentation that does not depend on the database: icons by name and the audience pages.

import { m } from "#domain/paraglide/messages.js";

const ICONS: Record<string, string> = {
  Kids: "🧸",
  Adults: "🏡",
  Deep: "🌌",
  Funny: "😂",
  Hard: "🧠",
  Spicy: "🌶️",
  Movie: "🎬",
  Entertainment: "🎤",
  Food: "🍕",
  Travel: "✈️",
  Sports: "⚽",
  Technology: "🤖",
  Classics: "⭐",
};

export function categoryIcon(name: string): string {
  return ICONS[name] ?? "❓";
}

export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name)}`;
}

export const PRODUCT_PATH = "/would-you-rather-questions";
export const SUBMIT_PATH = "/submit-would-you-rather-question";

/** Title and blurb are messages, read while a page renders so they are in its language. */
export type Audience = {
  path: string;
  title: () => string;
  blurb: () => string;
  icon: string;
  gradient: string;
};

/** The four audience landing pages, in the order the home page shows them. */
export const AUDIENCES: Audience[] = [
  {
    path: "/would-you-rather-for-kids",
    title: m.lists_audience_kids_title,
    blurb: m.lists_audience_kids_blurb,
    icon: "🧸",
    gradient: "from-sky-700 to-blue-800",
  },
  {
    path: "/would-you-rather-for-adults",
    title: m.lists_audience_adults_title,
    blurb: m.lists_audience_adults_blurb,
    icon: "🏡",
    gradient: "from-indigo-700 to-blue-800",
  },
  {
    path: "/would-you-rather-movie-questions",
    title: m.lists_audience_movie_title,
    blurb: m.lists_audience_movie_blurb,
    icon: "🎬",
    gradient: "from-rose-700 to-pink-800",
  },
  {
    path: "/spicy-would-you-rather-questions",
    title: m.lists_audience_spicy_title,
    blurb: m.lists_audience_spicy_blurb,
    icon: "🌶️",
    gradient: "from-red-700 to-rose-800",
  },
];
