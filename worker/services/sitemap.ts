import {
  allPublishedSlugs,
  categoryNewest,
  lastQuestionRowid,
  publishedSlugsInRange,
} from "#worker/db/sitemap.ts";
import { listCategories } from "./categories";
import type { AppContext } from "./context";

export type CategoryNewest = { name: string; newestAt: Date | null };
export type QuestionChange = { slug: string; lastmod: Date };

const toCategories = (rows: { name: string; newestAt: number | null }[]): CategoryNewest[] =>
  rows.map((r) => ({ name: r.name, newestAt: r.newestAt === null ? null : new Date(r.newestAt) }));

const toQuestions = (rows: { slug: string; shownAt: number }[]): QuestionChange[] =>
  rows.map((r) => ({ slug: r.slug, lastmod: new Date(r.shownAt) }));

/** How many URLs the sitemap has beyond the fixed pages, from the categories kept in memory. */
export async function sitemapSize(ctx: AppContext) {
  const categories = await listCategories(ctx);
  return {
    categoryCount: categories.length,
    questionCount: categories.reduce((sum, c) => sum + c.questionCount, 0),
  };
}

/** Everything for a single sitemap, in one round trip. */
export async function allSitemapEntries(ctx: AppContext) {
  const [categories, questions] = await ctx.db.batch([categoryNewest(ctx.db), allPublishedSlugs(ctx.db)]);
  return { categories: toCategories(categories), questions: toQuestions(questions) };
}

export async function categoryChanges(ctx: AppContext): Promise<CategoryNewest[]> {
  return toCategories(await categoryNewest(ctx.db));
}

export async function lastRowid(ctx: AppContext): Promise<number> {
  const [row] = await lastQuestionRowid(ctx.db);
  return row?.last ?? 0;
}

/** One part's questions and where the parts end, in one round trip. */
export async function questionPart(ctx: AppContext, range: { afterRowid: number; upToRowid: number }) {
  const [[last], rows] = await ctx.db.batch([
    lastQuestionRowid(ctx.db),
    publishedSlugsInRange(ctx.db, range.afterRowid, range.upToRowid),
  ]);
  return { lastRowid: last?.last ?? 0, questions: toQuestions(rows) };
}
