import type { QuestionRow } from "../db/schema";

/** The API's question object, with the spec's field names. */
export type Question = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
  votesA: number;
  votesB: number;
  category: string;
  createdAt: string;
  submittedBy: string;
};

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
