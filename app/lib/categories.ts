// Category presentation that does not depend on the database: icons by name and the audience pages.

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

export type Audience = { path: string; title: string; blurb: string; icon: string; gradient: string };

/** The four audience landing pages, in the order the home page shows them. */
export const AUDIENCES: Audience[] = [
  {
    path: "/would-you-rather-for-kids",
    title: "For Kids",
    blurb: "Silly, clean choices for classrooms and car rides.",
    icon: "🧸",
    gradient: "from-sky-700 to-blue-800",
  },
  {
    path: "/would-you-rather-for-adults",
    title: "For Adults",
    blurb: "Work, money, family and the choices grown-ups face.",
    icon: "🏡",
    gradient: "from-indigo-700 to-blue-800",
  },
  {
    path: "/would-you-rather-movie-questions",
    title: "Movie Lovers",
    blurb: "Plot twists, genres and life on the big screen.",
    icon: "🎬",
    gradient: "from-rose-700 to-pink-800",
  },
  {
    path: "/spicy-would-you-rather-questions",
    title: "Spicy",
    blurb: "Cheeky crush and party dilemmas for teens and up.",
    icon: "🌶️",
    gradient: "from-red-700 to-rose-800",
  },
];
