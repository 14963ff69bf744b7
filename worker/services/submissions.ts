import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { type ReviewFlag, submitterNotice } from "#domain/review-flags.ts";
import type { Submission } from "#domain/schemas.ts";
import { normaliseForDuplicates, slugify, uniqueSlug } from "#domain/slug.ts";
import { SUBMISSION_PATH } from "#domain/submission-status.ts";
import { insertQuestion, similarCandidates, slugsFrom, withDedupeKey } from "#worker/db/questions.ts";
import { checkSubmission } from "#worker/submission-checks/checks.ts";
import {
  candidateQuery,
  mostSimilar,
  NEAR_DUPLICATE_FLAG,
  NEAR_DUPLICATE_REFUSE,
  searchWords,
} from "#worker/submission-checks/near-duplicates.ts";
import { findCategory } from "./categories";
import type { AppContext } from "./context";
import { ServiceError } from "./errors";
import { hashStatusToken, newStatusToken } from "./submission-status";

export function newQuestionId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}

/** The refusal of a question too like one already there, in the request's language (call it while answering). */
export const NEAR_DUPLICATE_MESSAGE = m.submit_near_duplicate;

/** The language a question is written in: Chinese characters make it Chinese, whatever page sent it. */
const writtenLanguage = (text: string) => (/\p{Script=Han}/u.test(text) ? ("zh" as const) : ("en" as const));

const duplicate = () => new ServiceError(409, m.submit_duplicate(), { field: "questionText" });

/**
 * Stores a visitor's question as pending: nobody sees it until a moderator publishes it. The text
 * stored is the normalised text the checks passed. A signed-in visitor's question is linked to the
 * account, which lists it with its status; an anonymous one gets a private status link instead.
 * `origin` is the configured site origin, for the absolute links in the answer.
 */
export async function submitQuestion(
  ctx: AppContext,
  raw: Submission,
  by: { origin: string; userId?: string; now?: Date },
) {
  const now = by.now ?? new Date();
  const category = await findCategory(ctx, raw.category);
  if (!category) {
    throw new ServiceError(400, m.submit_category_invalid(), { field: "category" });
  }
  const checked = checkSubmission(raw, category.name);
  if (!checked.ok) throw new ServiceError(400, checked.refusal.message, { field: checked.refusal.field });
  const { submission, flags } = checked;

  const dedupeKey = normaliseForDuplicates(submission.questionText);
  const base = slugify(submission.questionText) || "question";
  const match = candidateQuery(
    searchWords(submission.questionText, [submission.optionA, submission.optionB]),
  );
  // One round trip for every read the submission needs.
  const [same, candidates, slugs] = await ctx.db.batch([
    withDedupeKey(ctx.db, dedupeKey),
    similarCandidates(ctx.db, match),
    slugsFrom(ctx.db, base),
  ]);
  if (same.length > 0) throw duplicate();
  const similar = mostSimilar(submission.questionText, candidates);
  if (similar && similar.score >= NEAR_DUPLICATE_REFUSE) {
    // A pending question has no public page yet, and its slug is not the submitter's to know.
    const link =
      similar.candidate.status === "published"
        ? {
            slug: similar.candidate.slug,
            url: `${by.origin}${localizeHref(`/question/${similar.candidate.slug}`)}`,
          }
        : {};
    throw new ServiceError(409, NEAR_DUPLICATE_MESSAGE(), { field: "questionText", ...link });
  }
  const allFlags: ReviewFlag[] =
    similar && similar.score >= NEAR_DUPLICATE_FLAG
      ? [...flags, { code: "near-duplicate", detail: similar.candidate.slug }]
      : flags;

  const token = by.userId ? undefined : newStatusToken();
  const taken = new Set(slugs.map((r) => r.slug));
  const row = {
    id: newQuestionId(),
    slug: uniqueSlug(base, (s) => taken.has(s)),
    questionText: submission.questionText,
    optionA: submission.optionA,
    optionB: submission.optionB,
    language: writtenLanguage(submission.questionText),
    category: category.name,
    submittedBy: submission.submittedBy ?? null,
    submittedByUserId: by.userId ?? null,
    status: "pending" as const,
    dedupeKey,
    createdAt: now,
    reviewFlags: allFlags.length > 0 ? JSON.stringify(allFlags) : null,
    statusTokenHash: token ? await hashStatusToken(token) : null,
  };
  try {
    await insertQuestion(ctx.db, row);
  } catch (error) {
    // Two identical submissions racing past the checks: the unique indexes refuse the second.
    if (String(error).includes("UNIQUE")) throw duplicate();
    throw error;
  }
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    // Links in the request's language: a Chinese page's or API request's question gets /zh/ ones.
    statusUrl: token ? `${by.origin}${localizeHref(`${SUBMISSION_PATH}/${token}`)}` : undefined,
    notice: submitterNotice(allFlags),
  };
}
