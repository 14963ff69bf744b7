import { getLocale } from "#domain/locale.ts";
import { editorialRows } from "#worker/db/editorial.ts";
import type { AppContext } from "./context";

export type LandingPick = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
};

/**
 * The questions a landing page lists: its category's best by editorial order, one indexed read,
 * in the page's language as every question is (question-shape.ts).
 */
export async function editorialPicks(
  ctx: AppContext,
  category: string,
  count: number,
): Promise<LandingPick[]> {
  const chinese = getLocale() === "zh";
  return (await editorialRows(ctx.db, category, count)).map((row) => {
    const translated = chinese && row.questionTextZh && row.optionAZh && row.optionBZh;
    return {
      id: row.id,
      slug: row.slug,
      questionText: translated ? (row.questionTextZh ?? "") : row.questionText,
      optionA: translated ? (row.optionAZh ?? "") : row.optionA,
      optionB: translated ? (row.optionBZh ?? "") : row.optionB,
    };
  });
}
