import { getLocale } from "#domain/locale.ts";
import type { Question } from "#domain/question.ts";
import type { QuestionRow } from "#worker/db/schema.ts";

/**
 * A question as the request's language shows it: a catalogue question in Chinese on Chinese pages,
 * and anything else (a submission included) in the language it was written in, which `language` says.
 */
export function toQuestion(row: QuestionRow): Question {
  const chinese = getLocale() === "zh" && row.questionTextZh && row.optionAZh && row.optionBZh;
  return {
    id: row.id,
    slug: row.slug,
    questionText: chinese ? (row.questionTextZh ?? "") : row.questionText,
    optionA: chinese ? (row.optionAZh ?? "") : row.optionA,
    optionB: chinese ? (row.optionBZh ?? "") : row.optionB,
    language: chinese ? "zh" : row.language,
    votesA: row.votesA,
    votesB: row.votesB,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    submittedBy: row.submittedBy ?? "anonymous",
  };
}
