import { type QuestionEdit, REVIEW_PROMISE_HOURS, type Rejection } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import { parseReviewFlags } from "#domain/review-flags.ts";
import type { Moderator } from "#worker/accounts/roles.ts";
import type { QuestionRow } from "#worker/db/schema.ts";
import type { AppContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import {
  applyDecisions,
  pendingCount,
  pendingQueue,
  questionsForReview,
} from "#worker/services/moderation/queue-rows.ts";
import { decideOne, decision, reviewedQuestion } from "./decide";
import { duplicateText, editChanges, isDuplicateText } from "./edit";

const QUEUE_PAGE = 50;
const HOUR_MS = 60 * 60 * 1000;

/** The pending submissions, oldest first, each with its age against the guidelines' promise. */
export async function reviewQueue(ctx: AppContext, now: Date) {
  const [rows, [total]] = await ctx.db.batch([pendingQueue(ctx.db, QUEUE_PAGE), pendingCount(ctx.db)]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ reviewFlags, ...row }) => {
      const ageHours = Math.max(0, (now.getTime() - row.createdAt.getTime()) / HOUR_MS);
      return {
        ...row,
        createdAt: row.createdAt.toISOString(),
        ageHours,
        overdue: ageHours >= REVIEW_PROMISE_HOURS,
        flags: parseReviewFlags(reviewFlags),
      };
    }),
  };
}

const published = (now: Date) => ({ status: "published" as const, publishedAt: now, reviewedAt: now });

/** Publishes pending submissions as they are; returns how many were still pending. */
export async function approveSubmissions(ctx: AppContext, actor: Moderator, ids: string[], now: Date) {
  const rows = await pendingRows(ctx, ids);
  const applied = await applyDecisions(
    ctx.db,
    actor,
    rows.map((row) => decision(row, "approve", ["pending"], published(now))),
    now,
  );
  return applied.size;
}

/** Publishes one submission with the moderator's corrections to its text, options or category. */
export async function approveWithEdits(
  ctx: AppContext,
  actor: Moderator,
  id: string,
  edit: QuestionEdit,
  now: Date,
) {
  const row = await reviewedQuestion(ctx, id);
  const changes = await editChanges(ctx, row, edit);
  const action = Object.keys(changes).length > 0 ? "edit-approve" : "approve";
  try {
    await decideOne(ctx, actor, decision(row, action, ["pending"], { ...changes, ...published(now) }), now);
  } catch (error) {
    if (isDuplicateText(error)) throw duplicateText();
    throw error;
  }
}

/** Turns submissions down with a reason the submitter will read; returns how many were pending. */
export async function rejectSubmissions(
  ctx: AppContext,
  actor: Moderator,
  ids: string[],
  rejection: Rejection,
  now: Date,
) {
  const rows = await pendingRows(ctx, ids);
  const set = {
    status: "rejected" as const,
    rejectionReason: rejection.reason,
    rejectionNote: rejection.note ?? null,
    reviewedAt: now,
  };
  const applied = await applyDecisions(
    ctx.db,
    actor,
    rows.map((row) => decision(row, "reject", ["pending"], set)),
    now,
  );
  return applied.size;
}

async function pendingRows(ctx: AppContext, ids: string[]): Promise<QuestionRow[]> {
  const pending = (await questionsForReview(ctx.db, ids)).filter((row) => row.status === "pending");
  if (ids.length === 1 && pending.length === 0) {
    throw new ServiceError(409, m.moderation_error_already_reviewed());
  }
  return pending;
}
