import { editorialRows } from "#worker/db/editorial.ts";
import type { AppContext } from "./context";
import { textInPageLanguage } from "./question-shape";

export type LandingPick = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
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
  return (await editorialRows(ctx.db, category, count)).map((row) => {
    const { questionText, optionA, optionB } = textInPageLanguage(row);
    return { id: row.id, slug: row.slug, questionText, optionA, optionB };
  });
}
