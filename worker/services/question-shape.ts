import type { Question } from "../../app/lib/question";
import type { QuestionRow } from "../db/schema";

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
