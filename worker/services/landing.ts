import { categoryCount, editorialRows, taggedCount, taggedRows } from "#worker/db/editorial.ts";
import type { AppContext } from "./context";
import { textInPageLanguage } from "./question-shape";

export type LandingPick = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
};

/** Where a landing page's list comes from: a category, or a tag across categories. */
export type LandingListSource =
  | { kind: "category"; category: string }
  | { kind: "tag"; tag: string; familySafe: boolean };

type Row = Parameters<typeof textInPageLanguage>[0] & { id: string; slug: string };

const toPick = (row: Row): LandingPick => {
  const { questionText, optionA, optionB } = textInPageLanguage(row);
  return { id: row.id, slug: row.slug, questionText, optionA, optionB };
};

/**
 * The questions a landing page lists: its category's best by editorial order, one indexed read,
 * in the page's language as every question is.
 */
export async function editorialPicks(
  ctx: AppContext,
  category: string,
  count: number,
): Promise<LandingPick[]> {
  return (await editorialRows(ctx.db, category, count)).map(toPick);
}

/**
 * One page of a landing page's whole list and how many the list holds: both statements in one
 * batch, so one round trip to D1 per page.
 */
export async function landingList(
  ctx: AppContext,
  source: LandingListSource,
  page: { limit: number; offset: number },
): Promise<{ picks: LandingPick[]; total: number }> {
  const [rows, counted] =
    source.kind === "category"
      ? await ctx.db.batch([
          editorialRows(ctx.db, source.category, page.limit, page.offset),
          categoryCount(ctx.db, source.category),
        ])
      : await ctx.db.batch([
          taggedRows(ctx.db, source.tag, source.familySafe, page.limit, page.offset),
          taggedCount(ctx.db, source.tag, source.familySafe),
        ]);
  return { picks: rows.map(toPick), total: counted[0]?.n ?? 0 };
}
