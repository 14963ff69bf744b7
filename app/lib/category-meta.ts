import { hasLandingPage } from "#domain/landing-pages.ts";
import { descriptionFits, fitDescription, titleFits, titleWithSite } from "./meta-text";

export type CategoryText = { name: string; seoTitle: string; seoDescription: string; description: string };

const VOTE_EXTRAS = [
  "Vote on each one and see live results.",
  "Search, sort by newest or most popular, and page through them all.",
  "Free and anonymous.",
];

/**
 * A category page's title and description. Where a landing page owns the category's search (Kids,
 * Adults, Movie, Spicy), the category page is the place to vote on all of them and says so, so the
 * two pages never compete for one search. Otherwise the category's own SEO texts from the catalogue,
 * or defaults when those do not fit what search results show.
 */
export function categoryMeta(category: CategoryText): { title: string; description: string } {
  if (hasLandingPage(category.name)) {
    return {
      title: titleWithSite(`${category.name} Questions: Vote and See Results`),
      description: fitDescription(
        `Vote on every ${category.name} question, newest first, and watch the results change as people pick.`,
        VOTE_EXTRAS.slice(1),
      ),
    };
  }
  return {
    title: titleFits(category.seoTitle)
      ? category.seoTitle
      : titleWithSite(`${category.name} Would You Rather Questions`),
    description: descriptionFits(category.seoDescription)
      ? category.seoDescription
      : fitDescription(category.description, VOTE_EXTRAS),
  };
}
