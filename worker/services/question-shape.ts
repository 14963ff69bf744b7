import { getLocale } from "#domain/locale.ts";
import type { Question } from "#domain/question.ts";
import type { QuestionRow } from "#worker/db/schema.ts";

type Texts = Pick<
  QuestionRow,
  "questionText" | "optionA" | "optionB" | "questionTextZh" | "optionAZh" | "optionBZh"
>;

/**
 * A question's text as the request's language shows it: a catalogue question in Chinese on Chinese
 * pages; anything else (a submission included) as written, in `language`.
 */
export function textInPageLanguage(row: Texts, written: Question["language"] = "en") {
  const { questionTextZh, optionAZh, optionBZh } = row;
  if (getLocale() === "zh" && questionTextZh && optionAZh && optionBZh)
    return { questionText: questionTextZh, optionA: optionAZh, optionB: optionBZh, language: "zh" as const };
  return { questionText: row.questionText, optionA: row.optionA, optionB: row.optionB, language: written };
}

/** A question with the number of comments its discussion shows, replies included. */
export type QuestionWithComments = Question & { commentCount: number };

export function toQuestion(row: QuestionRow): QuestionWithComments {
  return {
    id: row.id,
    slug: row.slug,
    ...textInPageLanguage(row, row.language),
    votesA: row.votesA,
    votesB: row.votesB,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    submittedBy: row.submittedBy ?? "anonymous",
    commentCount: row.commentCount,
  };
}
