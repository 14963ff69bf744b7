// FTS5 queries over `questions_fts`, which holds each question's text, both options and its status
// (migrations 0001 and 0008). A visitor's words are looked for in the text only, so a word such as
// "published" never matches the status column; the status is matched inside the index, so a search
// can be counted without reading the questions table.
import type { QuestionStatus } from "./schema";

const TEXT_COLUMNS = "{question_text option_a option_b}";

/** `terms` (an FTS5 expression of quoted words) in the question or either option. */
export function inText(terms: string): string {
  return `${TEXT_COLUMNS} : (${terms})`;
}

/** `terms` in the text of questions with one of these statuses. */
export function inTextWithStatus(statuses: readonly QuestionStatus[], terms: string): string {
  return `status : (${statuses.join(" OR ")}) AND ${inText(terms)}`;
}
