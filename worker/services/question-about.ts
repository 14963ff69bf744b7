import { getLocale } from "#domain/locale.ts";
import { POPULAR_COUNT } from "#worker/db/related.ts";
import type { QuestionRow } from "#worker/db/schema.ts";
import { textInPageLanguage } from "./question-shape";

type RelatedRow = Pick<
  QuestionRow,
  "slug" | "questionText" | "optionA" | "optionB" | "questionTextZh" | "optionAZh" | "optionBZh"
>;

export type RelatedQuestion = { slug: string; questionText: string; optionA: string; optionB: string };

/** What a question page says about the question beyond the vote: why it is hard, who it suits, what is like it. */
export type QuestionAbout = {
  /** The editors' line on what makes the choice hard, in the page's language; catalogue questions only. */
  note: string | null;
  /** Its readers and seasons (content/tags.ts), "this-or-that" included. */
  tags: string[];
  related: RelatedQuestion[];
  /** The category's most voted, other than the related ones. */
  popular: RelatedQuestion[];
};

const inPageLanguage = (r: RelatedRow): RelatedQuestion => {
  const { questionText, optionA, optionB } = textInPageLanguage(r);
  return { slug: r.slug, questionText, optionA, optionB };
};

export function aboutQuestion(
  row: QuestionRow,
  related: RelatedRow[],
  mostVoted: RelatedRow[],
): QuestionAbout {
  const suggested = new Set(related.map((r) => r.slug));
  return {
    note: (getLocale() === "zh" ? row.noteZh : row.note) ?? null,
    tags: row.tags.trim().split(/\s+/).filter(Boolean),
    related: related.map(inPageLanguage),
    popular: mostVoted
      .filter((r) => !suggested.has(r.slug))
      .slice(0, POPULAR_COUNT)
      .map(inPageLanguage),
  };
}
