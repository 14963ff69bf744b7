import type { CommentView } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import type { AppContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { liveSnapshot } from "#worker/services/votes.ts";
import { checkComment } from "./checks";
import {
  type CommentRecord,
  commentById,
  hasPublished,
  insertComment,
  newCommentId,
  publishedQuestion,
  recounts,
  voterHashOf,
} from "./rows";
import { toCommentView } from "./view";

export type Author = { userId: string; name: string };

/** The side the member voted for on the question, as its vote object knows it; none if it cannot say. */
async function sideOf(ctx: AppContext, questionId: string, voterHash: string | null) {
  if (!voterHash) return null;
  try {
    return (await liveSnapshot(ctx, questionId, voterHash)).yourVote;
  } catch (error) {
    // The tag is a nicety: the comment matters more than which side it shows.
    console.error("reading a commenter's side failed", error);
    return null;
  }
}

/**
 * Checks and stores a comment or a reply (the limit has been counted by the caller). A member's
 * first comment, and any the checks flag, is held for review: counted nowhere and shown to its
 * author only. Answers the stored comment as its author sees it.
 */
export async function storeComment(
  ctx: AppContext,
  questionId: string,
  author: Author,
  input: { body: string; parentId?: string | null },
  now: Date,
): Promise<{ status: "published" | "held"; comment: CommentView }> {
  const checked = checkComment(input.body);
  if (!checked.ok) throw new ServiceError(400, checked.message, { field: "body" });
  const { db } = ctx;
  const parentId = input.parentId || null;
  const [question, parent, earlier, voter] = await db.$client.batch([
    publishedQuestion(db, questionId),
    commentById(db, parentId ?? ""),
    hasPublished(db, author.userId),
    voterHashOf(db, author.userId),
  ]);
  if ((question?.results ?? []).length === 0) throw new ServiceError(404, m.error_question_not_found());
  if (parentId) {
    const [row] = (parent?.results ?? []) as CommentRecord[];
    if (!row || row.questionId !== questionId || row.status !== "published") {
      throw new ServiceError(404, m.comment_error_parent_not_found(), { field: "parentId" });
    }
    if (row.parentId) throw new ServiceError(400, m.comment_error_reply_to_reply(), { field: "parentId" });
  }
  const voterHash = ((voter?.results ?? []) as { voterHash: string | null }[])[0]?.voterHash ?? null;
  const first = (earlier?.results ?? []).length === 0;
  const status = checked.flags.length > 0 || first ? ("held" as const) : ("published" as const);
  const row = {
    id: newCommentId(),
    questionId,
    parentId,
    userId: author.userId,
    authorName: author.name,
    body: checked.body,
    language: checked.language,
    side: await sideOf(ctx, questionId, voterHash),
    status,
    reviewFlags: checked.flags.length > 0 ? JSON.stringify(checked.flags) : null,
    createdAt: now.getTime(),
  };
  const [inserted] = await db.$client.batch([insertComment(db, row), ...recounts(db, row)]);
  if ((inserted?.meta.changes ?? 0) === 0) {
    // The question or the parent was taken down between the read and the write.
    throw new ServiceError(404, parentId ? m.comment_error_parent_not_found() : m.error_question_not_found());
  }
  const record: CommentRecord = { ...row, up: 0, down: 0, replyCount: 0, editedAt: null };
  return { status, comment: toCommentView(record, { userId: author.userId }, { now }) };
}
