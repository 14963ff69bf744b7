import type { Submission } from "../../app/lib/schemas";
import { normaliseForDuplicates, slugify, uniqueSlug } from "../../app/lib/slug";
import { dedupeKeyExists, insertQuestion, slugsStartingWith } from "../db/questions";
import { findCategory } from "./categories";
import type { AppContext } from "./context";
import { ServiceError } from "./errors";

export function newQuestionId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}

/**
 * Stores a visitor's question as pending: nobody sees it until a moderator publishes it. A signed-in
 * visitor's question is linked to the account, which lists it with its status.
 */
export async function submitQuestion(
  ctx: AppContext,
  submission: Submission,
  by: { userId?: string; now?: Date } = {},
) {
  const now = by.now ?? new Date();
  const category = await findCategory(ctx, submission.category);
  if (!category) {
    throw new ServiceError(400, "Please select a valid category", { field: "category" });
  }
  const dedupeKey = normaliseForDuplicates(submission.questionText);
  if (await dedupeKeyExists(ctx.db, dedupeKey)) {
    throw new ServiceError(409, "This question has already been submitted.", { field: "questionText" });
  }
  const base = slugify(submission.questionText);
  const taken = await slugsStartingWith(ctx.db, base || "question");
  const row = {
    id: newQuestionId(),
    slug: uniqueSlug(base, (s) => taken.has(s)),
    questionText: submission.questionText,
    optionA: submission.optionA,
    optionB: submission.optionB,
    category: category.name,
    submittedBy: submission.submittedBy ?? null,
    submittedByUserId: by.userId ?? null,
    status: "pending" as const,
    dedupeKey,
    createdAt: now,
  };
  try {
    await insertQuestion(ctx.db, row);
  } catch (error) {
    // Two identical submissions racing past the checks: the unique indexes refuse the second.
    if (String(error).includes("UNIQUE")) {
      throw new ServiceError(409, "This question has already been submitted.", { field: "questionText" });
    }
    throw error;
  }
  return { id: row.id, slug: row.slug, status: row.status };
}
