// Moderators' side of the discussion: the comments waiting for a decision (held by the checks or a
// member's first, or hidden by reports), the removed ones to restore, and the decision itself.
// Callers let only moderators and admins in (app/moderation/guard.server.ts).
import type { ReportReason } from "#domain/report-rules.ts";
import { parseReviewFlags, type ReviewFlag } from "#domain/review-flags.ts";
import type { Database } from "#worker/db/client.ts";
import {
  type CommentRecord,
  commentById,
  logCommentIfChanged,
  recounts,
  resolveCommentReports,
  statement,
} from "#worker/discussion/rows.ts";
import { toCommentView } from "#worker/discussion/view.ts";
import type { AppContext } from "#worker/services/context.ts";
import { announce } from "#worker/services/discussion.ts";

const PAGE_SIZE = 50;

export type QueuedComment = {
  id: string;
  status: "held" | "hidden" | "removed";
  /** The author has no other published comment: held because it is their first. */
  firstComment: boolean;
  parentId: string | null;
  body: string;
  language: "en" | "zh";
  authorName: string | null;
  /** Null once the account is deleted. */
  authorEmail: string | null;
  questionId: string;
  questionSlug: string;
  questionText: string;
  createdAt: string;
  flags: ReviewFlag[];
  /** Open reports, oldest first. */
  reports: { reason: ReportReason; note: string | null; reportedAt: string }[];
};

export type CommentList = { items: QueuedComment[]; total: number; page: number; totalPages: number };

type ListedRow = Omit<QueuedComment, "firstComment" | "createdAt" | "flags" | "reports"> & {
  firstComment: number;
  createdAt: number;
  reviewFlags: string | null;
};

const LISTED = `c.id, c.status, c.parent_id as parentId, coalesce(c.body, '') as body, c.language,
  c.author_name as authorName, u.email as authorEmail, q.id as questionId, q.slug as questionSlug,
  q.question_text as questionText, c.created_at as createdAt, c.review_flags as reviewFlags,
  (c.user_id is not null and not exists (select 1 from comments o
    where o.user_id = c.user_id and o.status = 'published' and o.id <> c.id)) as firstComment`;

async function listComments(db: Database, where: string, order: string, page: number): Promise<CommentList> {
  const from = `from comments c join questions q on q.id = c.question_id left join users u on u.id = c.user_id where ${where}`;
  const paged = `select ${LISTED} ${from} order by ${order} limit ?1 offset ?2`;
  const paging = [PAGE_SIZE, (page - 1) * PAGE_SIZE];
  const [rows, count, reports] = await db.$client.batch([
    statement(db, paged, ...paging),
    statement(db, `select count(*) as n from comments c where ${where}`),
    statement(
      db,
      `select r.comment_id as commentId, r.reason, r.note, r.created_at as reportedAt from comment_reports r
       where r.resolved_at is null and r.comment_id in (select id from (${paged})) order by r.created_at`,
      ...paging,
    ),
  ]);
  const byComment = new Map<string, QueuedComment["reports"]>();
  for (const r of (reports?.results ?? []) as {
    commentId: string;
    reason: ReportReason;
    note: string | null;
    reportedAt: number;
  }[]) {
    const list = byComment.get(r.commentId) ?? [];
    list.push({ reason: r.reason, note: r.note, reportedAt: new Date(r.reportedAt).toISOString() });
    byComment.set(r.commentId, list);
  }
  const total = ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0;
  const items = ((rows?.results ?? []) as ListedRow[]).map(({ reviewFlags, ...row }) => ({
    ...row,
    firstComment: row.firstComment === 1,
    createdAt: new Date(row.createdAt).toISOString(),
    flags: parseReviewFlags(reviewFlags),
    reports: byComment.get(row.id) ?? [],
  }));
  return { items, total, page, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** Held and hidden comments, oldest first: the ones readers are waiting on. */
export function listCommentQueue(ctx: AppContext, { page }: { page: number }) {
  return listComments(ctx.db, `c.status in ('held', 'hidden')`, "c.created_at asc, c.id asc", page);
}

/** Comments moderators removed, the most recently removed first, for restoring. */
export function listRemovedComments(ctx: AppContext, { page }: { page: number }) {
  return listComments(ctx.db, `c.status = 'removed'`, "c.deleted_at desc, c.id desc", page);
}

export type CommentDecision = "publish" | "remove" | "restore";

/** Each decision: the statuses it applies to, and the one it leaves. */
const DECISIONS: Record<CommentDecision, { from: readonly string[]; to: "published" | "removed" }> = {
  publish: { from: ["held", "hidden"], to: "published" },
  remove: { from: ["published", "held", "hidden"], to: "removed" },
  restore: { from: ["removed"], to: "published" },
};

/**
 * One moderator's decision on one comment, in one transaction: the change (only while the comment
 * is still in the state read, so two moderators deciding at once apply the first only), its audit
 * log row, its open reports answered, and the question's and thread's counts. A comment that
 * appears for readers is announced to the question's live readers.
 */
export async function decideComment(
  ctx: AppContext,
  moderator: { userId: string; email: string },
  commentId: string,
  decision: CommentDecision,
  now = new Date(),
): Promise<{ status: "done" | "not-found" | "unchanged" }> {
  const { db } = ctx;
  const row = await commentById(db, commentId).first<CommentRecord>();
  if (!row || row.status === "deleted") return { status: "not-found" };
  const { from, to } = DECISIONS[decision];
  if (!from.includes(row.status)) return { status: "unchanged" };
  const at = now.getTime();
  const [changed] = await db.$client.batch([
    statement(
      db,
      `update comments set status = ?, deleted_at = ? where id = ? and status = ?`,
      to,
      to === "removed" ? at : null,
      row.id,
      row.status,
    ),
    logCommentIfChanged(
      db,
      moderator,
      {
        action: `comment-${decision}`,
        questionId: row.questionId,
        commentId: row.id,
        before: { status: row.status },
        after: { status: to },
      },
      at,
    ),
    resolveCommentReports(db, row.id, at),
    ...recounts(db, row),
  ]);
  if ((changed?.meta.changes ?? 0) === 0) return { status: "unchanged" };
  if (to === "published") await announce(ctx, toCommentView({ ...row, status: to }, undefined, { now }));
  return { status: "done" };
}
