// Which audience landing page owns which category's search. Category pages need only this, not the
// landing pages' copy (domain/landing-copy.ts), which is many times its size in both languages and
// would otherwise ship in every category page's script.

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
