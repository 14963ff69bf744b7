// Which audience landing page owns which category's search. Category pages need only this, not the
// landing pages' copy (domain/landing-copy.ts), which is many times its size in both languages and
// would otherwise ship in every category page's script.

import { getLocale, type Locale } from "./locale";
import { m } from "./paraglide/messages.js";

/** Each landing page's path and the category its picks come from. */
export const LANDING_PAGE_CATEGORIES = [
  { path: "/would-you-rather-for-kids", category: "Kids" },
  { path: "/would-you-rather-for-adults", category: "Adults" },
  { path: "/would-you-rather-movie-questions", category: "Movie" },
  { path: "/spicy-would-you-rather-questions", category: "Spicy" },
] as const;

/** True when a landing page answers the category's search, so its category page must not claim it. */
export function hasLandingPage(category: string): boolean {
  return LANDING_PAGE_CATEGORIES.some((page) => page.category === category);
}

// "Page N" in the title and description of a list's second page and later, so every page of a list
// that search engines see (each its own canonical address) has a title and description of its own.
// Shared by the landing, category and all-questions pages; the bounds are app/lib/meta-text.ts's.

const TITLE_MAX: Record<Locale, number> = { en: 60, zh: 30 };
const DESCRIPTION_MAX: Record<Locale, number> = { en: 160, zh: 80 };

/** `text` cut to `max` characters at a word (any character in Chinese), with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max);
  const space = getLocale() === "zh" ? -1 : room.lastIndexOf(" ");
  const kept = space > 0 ? room.slice(0, space) : room.slice(0, max - 1);
  return `${kept.replace(/[\s,;:.!?\-–—，、；：。！？]+$/, "")}\u2026`;
}

/**
 * The title of page `page`: the first page's as it is; a later page's with "Page N" after its
 * words, the site's name kept when it still fits, the words cut at a word when they do not.
 */
export function pagedTitle(title: string, page: number): string {
  if (page <= 1) return title;
  const max = TITLE_MAX[getLocale()];
  const suffix = m.page_title({ title: "" });
  const core = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const plain = m.lists_title_page({ title: core, page });
  const withSite = m.page_title({ title: plain });
  if (withSite.length <= max) return withSite;
  if (plain.length <= max) return plain;
  // "All Questions - Browse, Search and Vote": keep the words before the dash whole rather than cut.
  const lead = core.split(/ - |: |：/)[0] ?? core;
  const short = m.lists_title_page({ title: lead, page });
  if (lead !== core && short.length <= max) return short;
  const room = max - m.lists_title_page({ title: "", page }).length;
  return m.lists_title_page({ title: cut(core, room), page });
}

/** The description of page `page`: a later page's starts "Page N of M:" and is cut to fit. */
export function pagedDescription(description: string, page: number, pages: number): string {
  if (page <= 1) return description;
  const room =
    DESCRIPTION_MAX[getLocale()] - m.lists_description_page({ page, pages, description: "" }).length;
  return m.lists_description_page({ page, pages, description: cut(description, room) });
}
