import { getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { listCategoriesWithCounts } from "#worker/db/categories.ts";
import type { AppContext } from "./context";
import { notFound } from "./errors";

export type CategoryRow = Awaited<ReturnType<typeof listCategoriesWithCounts>>[number];
/** A category as the request's language reads it; `name` stays the English key of paths and data. */
export type Category = Omit<CategoryRow, "nameZh" | "descriptionZh" | "seoTitleZh" | "seoDescriptionZh">;

/** Only the page's language travels on, so no page carries the other language's texts. */
function inRequestLanguage(row: CategoryRow): Category {
  const { nameZh, descriptionZh, seoTitleZh, seoDescriptionZh, ...english } = row;
  if (getLocale() !== "zh") return english;
  return {
    ...english,
    description: descriptionZh ?? english.description,
    seoTitle: seoTitleZh ?? english.seoTitle,
    seoDescription: seoDescriptionZh ?? english.seoDescription,
  };
}

/** Categories change with a deploy or a seed, and their counts with moderation: a minute is fresh enough. */
const CATEGORY_CACHE_MS = 60_000;

/** The categories with their published counts, kept in isolate memory so pages rarely ask D1. */
export async function listCategories(ctx: AppContext, now = Date.now()): Promise<Category[]> {
  const kept = ctx.memory.categories;
  if (kept && now - kept.at < CATEGORY_CACHE_MS) return kept.list.map(inRequestLanguage);
  // Concurrent misses each read: sharing one pending read between requests would hang all but one.
  const list = await listCategoriesWithCounts(ctx.db);
  ctx.memory.categories = { at: now, list };
  return list.map(inRequestLanguage);
}

/** A category by its name ("Kids") or slug ("kids"), in any case. */
export async function findCategory(ctx: AppContext, nameOrSlug: string): Promise<Category | undefined> {
  const key = nameOrSlug.toLowerCase();
  return (await listCategories(ctx)).find((c) => c.name.toLowerCase() === key || c.slug === key);
}

export async function getCategory(ctx: AppContext, nameOrSlug: string): Promise<Category> {
  const found = await findCategory(ctx, nameOrSlug);
  if (!found) throw notFound(m.error_category_not_found());
  return found;
}
