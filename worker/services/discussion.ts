// The entry to a question's discussion for pages and the API: reading it, and what members do in it.
// Members only write; the callers answer visitors who are not signed in (the API with a 401).
import { env } from "cloudflare:workers";
import type { CommentSort, CommentView, CommentVoteValue, DiscussionPage } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ReportInput } from "#domain/report-schema.ts";
import type { UserRole } from "#worker/db/schema.ts";
import { DiscussionRefusal } from "#worker/discussion/errors.ts";
import { type QuestionKey, readDiscussion } from "#worker/discussion/listing.ts";
import { storeComment } from "#worker/discussion/post.ts";
import { recordCommentReport } from "#worker/discussion/reports.ts";
import { type CommentRecord, commentById } from "#worker/discussion/rows.ts";
import { toCommentView } from "#worker/discussion/view.ts";
import { recordCommentVote } from "#worker/discussion/votes.ts";
import { applyDelete, applyEdit, ownComment } from "#worker/discussion/writes.ts";
import { enforceLimit, LimitExceeded } from "#worker/limits/check.ts";
import { guardForm } from "#worker/limits/form-guard.ts";
import { commentsLimit, reportsLimit } from "#worker/limits/limits.ts";
import { announceComment } from "#worker/live-results/comment-news.ts";
import type { AppContext } from "./context";
import { notFound, ServiceError } from "./errors";

export { DiscussionRefusal } from "#worker/discussion/errors.ts";

/** A signed-in member, from the session's user. */
export type Member = { userId: string; name: string; role: UserRole };

/** The Turnstile action a comment form's check is solved for. */
export const COMMENT_TURNSTILE_ACTION = "comment";

/** Said to a visitor who is not signed in, in the request's language. */
export const signInToComment = () => new DiscussionRefusal(401, m.comment_error_sign_in());

/** A page of the discussion under a published question; a missing or hidden question is not found. */
export async function getDiscussion(
  ctx: AppContext,
  question: QuestionKey,
  options: { sort: CommentSort; page: number; viewer?: Member; now?: Date },
): Promise<DiscussionPage> {
  const page = await readDiscussion(ctx.db, question, {
    sort: options.sort,
    page: options.page,
    reader: options.viewer,
    now: options.now,
  });
  if (!page) throw notFound(m.error_question_not_found());
  return page;
}

/**
 * A member's comment or reply: the comments limit first (per address group, with a Turnstile check
 * past its first step, and per account), so nothing is checked or written for a refused request;
 * then the checks, the store, and the live news when it is published at once. A refusal by the
 * limit is a LimitExceeded (429, with `turnstileSiteKey` when a check would let it through); a
 * missing or failed check is a 403 with the same detail.
 */
export async function postComment(
  ctx: AppContext,
  request: Request,
  questionId: string,
  member: Member,
  input: { body: string; parentId?: string | null; turnstileToken?: string },
  now = new Date(),
): Promise<{ status: "published" | "held"; comment: CommentView }> {
  const guard = await guardForm(
    env,
    request,
    commentsLimit,
    { account: `user:${member.userId}` },
    { token: input.turnstileToken || undefined, action: COMMENT_TURNSTILE_ACTION },
  );
  if (!guard.ok) {
    if (guard.status === 429) throw new LimitExceeded(guard.retryAfter ?? 60, guard.message, guard.siteKey);
    throw new DiscussionRefusal(
      403,
      guard.message,
      guard.siteKey ? { turnstileSiteKey: guard.siteKey } : undefined,
    );
  }
  const stored = await storeComment(ctx, questionId, member, input, now);
  if (stored.status === "published") await announce(ctx, stored.comment);
  return stored;
}

/** Readers' news of a published comment, as anyone but its author sees it. */
export async function announce(ctx: AppContext, comment: CommentView) {
  try {
    await announceComment(ctx, { ...comment, mine: false, myVote: 0, editableUntil: null });
  } catch (error) {
    console.error("announcing a comment failed", error);
  }
}

/** The author's new text, within the edit window; answers the comment as they now see it. */
export async function editComment(
  ctx: AppContext,
  commentId: string,
  member: Member,
  body: string,
  now = new Date(),
): Promise<CommentView> {
  const row = await ownComment(ctx.db, commentId, member.userId);
  const edited = await applyEdit(ctx.db, row, body, now);
  return toCommentView(edited, member, { now });
}

/** The author takes their comment down; replies under it stay. */
export async function deleteComment(ctx: AppContext, commentId: string, member: Member, now = new Date()) {
  const row = await ownComment(ctx.db, commentId, member.userId);
  await applyDelete(ctx.db, row, now);
}

/** A published comment someone else wrote, or the sentence that says why it cannot be voted on or reported. */
async function othersPublished(ctx: AppContext, commentId: string, member: Member, own: () => string) {
  const row = await commentById(ctx.db, commentId).first<CommentRecord>();
  if (row?.status !== "published") throw notFound(m.comment_error_not_found());
  if (row.userId === member.userId) throw new ServiceError(400, own());
  return row;
}

/** Up (1), down (-1) or taken back (0): one vote per member and comment, never on their own. */
export async function voteComment(
  ctx: AppContext,
  commentId: string,
  member: Member,
  value: CommentVoteValue,
  now = new Date(),
): Promise<{ up: number; down: number; myVote: CommentVoteValue }> {
  await othersPublished(ctx, commentId, member, m.comment_error_own_vote);
  const counts = await recordCommentVote(ctx.db, commentId, member.userId, value, now.getTime());
  if (!counts) throw notFound(m.comment_error_not_found());
  return { ...counts, myVote: value };
}

/**
 * A member's report of someone else's published comment, counted against the reports limit by
 * account. The report that reaches COMMENT_REPORT_HIDE hides the comment until a moderator decides.
 */
export async function reportComment(
  ctx: AppContext,
  request: Request,
  commentId: string,
  member: Member,
  input: ReportInput,
  now = new Date(),
): Promise<{ status: "reported"; hidden: boolean } | { status: "already-reported" }> {
  await enforceLimit(env, request, reportsLimit, { voter: `user:${member.userId}` });
  const row = await othersPublished(ctx, commentId, member, m.comment_error_own_report);
  const { inserted, hidden } = await recordCommentReport(ctx.db, row, member.userId, input, now.getTime());
  return inserted ? { status: "reported", hidden } : { status: "already-reported" };
}
