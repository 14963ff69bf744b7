import type { QuestionEdit } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import { normaliseForDuplicates, slugify, uniqueSlug } from "#domain/slug.ts";
import { slugsStartingWith } from "#worker/db/questions.ts";
import type { QuestionRow } from "#worker/db/schema.ts";
import { findCategory } from "#worker/services/categories.ts";
import type { AppContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import type { QuestionChanges } from "#worker/services/moderation/queue-rows.ts";

/**
 * What a moderator's edit changes. New text gets a new duplicate key, and a new slug unless the
 * question is already public: a published question keeps its address, so shared links still work.
 */
export async function editChanges(
  ctx: AppContext,
  row: QuestionRow,
  edit: QuestionEdit,
): Promise<QuestionChanges> {
  const category = await findCategory(ctx, edit.category);
  if (!category) {
    throw new ServiceError(400, m.moderation_error_invalid_category(), { field: "category" });
  }
  const changes: QuestionChanges = {};
  if (edit.optionA !== row.optionA) changes.optionA = edit.optionA;
  if (edit.optionB !== row.optionB) changes.optionB = edit.optionB;
  if (category.name !== row.category) changes.category = category.name;
  if (edit.questionText !== row.questionText) {
    changes.questionText = edit.questionText;
    changes.dedupeKey = normaliseForDuplicates(edit.questionText);
    if (row.status === "pending") {
      const base = slugify(edit.questionText) || "question";
      const taken = await slugsStartingWith(ctx.db, base);
      taken.delete(row.slug);
      changes.slug = uniqueSlug(base, (s) => taken.has(s));
    }
  }
  return changes;
}

/** A unique index refused the edit: the new text is already another question's. */
export function isDuplicateText(error: unknown): boolean {
  return String(error).includes("UNIQUE") && String(error).includes("dedupe_key");
}

/** The refusal for that, made while the request is answered, so it is in the request's language. */
export const duplicateText = () =>
  new ServiceError(409, m.moderation_error_duplicate_text(), { field: "questionText" });
