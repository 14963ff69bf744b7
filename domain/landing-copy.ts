// Copy for the landing pages. One module serves all their routes; the URL path picks the entry, so
// each page keeps its own title, description and text for search engines. A page lists every
// question of its set, paged: a category's (Kids, Adults, Movie, Spicy) or a tag's across the
// catalogue (couples, teens, work, classroom, this or that, and the season of the day).
// A landing page is the editors' list for one search ("would you rather questions for kids"); the
// category page it links to is where people vote on all of them, so it must not claim that search too.
//
// Every text is a message (messages/<language>/lists.json), read through a getter each time it is
// used, so a page rendering in Chinese reads its Chinese and the module never freezes one language.
//
// The pages themselves are in domain/landing/: the audience pages, the intent pages and the seasonal
// page, with the shapes and helpers they share.

import { AUDIENCE_PAGES } from "./landing/audience-pages";
import { INTENT_PAGES } from "./landing/intent-pages";
import { type LandingCopy, SEASONAL_PATH } from "./landing/parts";
import { SEASONAL_PAGE, seasonalCopy } from "./landing/seasonal-page";
import { m } from "./paraglide/messages.js";
import { type Season, seasonOn } from "./seasons";

export const LANDING_PAGES: LandingCopy[] = [...AUDIENCE_PAGES, ...INTENT_PAGES, SEASONAL_PAGE];

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
