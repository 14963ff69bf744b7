import type { Question } from "#domain/question.ts";
import type { QuestionRow } from "#worker/db/schema.ts";

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    slug: row.slug,
    questionText: row.questionText,
    optionA: row.optionA,
    optionB: row.optionB,
    votesA: row.votesA,
    votesB: row.votesB,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    submittedBy: row.submittedBy ?? "anonymous",
  };
}
