// The pages search engines should know about besides questions, with when each last changed.
// `updated` is maintained by hand: bump it when a page's own text changes, so `lastmod` stays
// truthful (a date that moves on every deploy teaches crawlers to ignore it).

import { LANDING_PAGES } from "#domain/landing-copy.ts";
import { categoryPath, PRODUCT_PATH, SUBMIT_PATH } from "./categories";

type FixedPage = {
  path: string;
  updated: string;
  /** The page shows the newest questions, so it changes whenever one is published. */
  listsNewest?: boolean;
};

/** Every indexable page that is not a question or category. /design-demo is noindex and left out. */
export const FIXED_PAGES: FixedPage[] = [
  { path: "/", updated: "2026-11-22", listsNewest: true },
  { path: PRODUCT_PATH, updated: "2026-11-22", listsNewest: true },
  ...LANDING_PAGES.map((page) => ({ path: page.path, updated: "2026-11-22" })),
  { path: SUBMIT_PATH, updated: "2026-11-21" },
  { path: "/about", updated: "2026-11-21" },
  { path: "/community-guidelines", updated: "2026-11-21" },
  { path: "/privacy-policy", updated: "2026-11-21" },
  { path: "/terms-of-service", updated: "2026-11-21" },
  { path: "/contact", updated: "2026-11-21" },
  { path: "/pricing", updated: "2026-11-22" },
];

export type CategoryChange = { name: string; newestAt: Date | null };
export type PageChange = { path: string; lastmod: Date };

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Fixed pages and category pages with their last change: a category changes with its newest
 * question, a landing page with its category, the home and all-questions pages with any question.
 */
export function pageChanges(categories: CategoryChange[]): PageChange[] {
  const newest = categories.reduce<Date | null>(
    (max, c) => (c.newestAt && (!max || c.newestAt > max) ? c.newestAt : max),
    null,
  );
  const fixed = FIXED_PAGES.map((page) => {
    const landing = LANDING_PAGES.find((l) => l.path === page.path);
    const newestShown = page.listsNewest
      ? newest
      : landing
        ? (categories.find((c) => c.name === landing.category)?.newestAt ?? null)
        : null;
    return { path: page.path, lastmod: later(new Date(page.updated), newestShown) };
  });
  const categoryPages = categories.map((c) => ({
    path: categoryPath(c.name),
    // An empty category has never changed since the catalogue was loaded: date it with the site.
    lastmod: c.newestAt ?? new Date(FIXED_PAGES[0]?.updated ?? 0),
  }));
  return [...fixed, ...categoryPages];
}
