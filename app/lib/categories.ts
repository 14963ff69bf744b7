// Category presentation that does not depend on the database: icons by name and the audience pages.

import {
  Balloon,
  Bot,
  Clapperboard,
  Coffee,
  Flame,
  Heart,
  Laugh,
  type LucideIcon,
  MoonStar,
  Music,
  Pizza,
  Plane,
  Puzzle,
  Shapes,
  Star,
  Trophy,
} from "lucide-react";
import { createElement, type ReactElement } from "react";
import { m } from "#domain/paraglide/messages.js";

/** One lucide icon per category, chosen to read at 16 px; SVG, so it shows without an emoji font. */
export const CATEGORY_ICONS: Record<string, LucideIcon> = {
  Kids: Balloon,
  Adults: Coffee,
  Deep: MoonStar,
  Funny: Laugh,
  Hard: Puzzle,
  Spicy: Flame,
  Crush: Heart,
  Movie: Clapperboard,
  Entertainment: Music,
  Food: Pizza,
  Travel: Plane,
  Sports: Trophy,
  Technology: Bot,
  Classics: Star,
};

/** The icon of a category that has none of its own. */
export const FALLBACK_CATEGORY_ICON: LucideIcon = Shapes;

/**
 * The category's icon: decorative (lucide sets aria-hidden), since its name is always beside it,
 * and drawn in the text's colour. By default it is sized to the text around it, as the emoji it
 * replaced was; pass a fixed size (e.g. "size-5 shrink-0") where the icon stands on its own.
 */
export function categoryIcon(name: string, className = "size-[1.25em] shrink-0"): ReactElement {
  return createElement(CATEGORY_ICONS[name] ?? FALLBACK_CATEGORY_ICON, { className });
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
  /** The category whose icon the audience's card shows. */
  category: string;
  gradient: string;
};

/** The four audience landing pages, in the order the home page shows them. */
export const AUDIENCES: Audience[] = [
  {
    path: "/would-you-rather-for-kids",
    title: m.lists_audience_kids_title,
    blurb: m.lists_audience_kids_blurb,
    category: "Kids",
    gradient: "from-sky-700 to-blue-800",
  },
  {
    path: "/would-you-rather-for-adults",
    title: m.lists_audience_adults_title,
    blurb: m.lists_audience_adults_blurb,
    category: "Adults",
    gradient: "from-indigo-700 to-blue-800",
  },
  {
    path: "/would-you-rather-movie-questions",
    title: m.lists_audience_movie_title,
    blurb: m.lists_audience_movie_blurb,
    category: "Movie",
    gradient: "from-rose-700 to-pink-800",
  },
  {
    path: "/spicy-would-you-rather-questions",
    title: m.lists_audience_spicy_title,
    blurb: m.lists_audience_spicy_blurb,
    category: "Spicy",
    gradient: "from-red-700 to-rose-800",
  },
];
