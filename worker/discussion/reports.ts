import { COMMENT_REPORT_HIDE } from "#domain/discussion.ts";
import type { ReportInput } from "#domain/report-schema.ts";
import type { Database } from "#worker/db/client.ts";
import { type CommentRecord, logCommentIfChanged, recounts, statement } from "./rows";

/**
 * Who the audit log names for a hide no moderator made; the log shows it in the page's language
 * (the same form as a question's automatic hide, so the log reads both alike).
 */
export const AUTOMATIC_COMMENT_HIDE = { userId: null, email: `automatic (${COMMENT_REPORT_HIDE} reports)` };

/**
 * One report per member and comment in one transaction: the insert (only while the comment is
 * published), the hide once COMMENT_REPORT_HIDE members have open reports on it with its audit log
 * row, and the counts the hide moves. Two reports racing for the last place cannot both miss it.
 */
export async function recordCommentReport(
  db: Database,
  comment: CommentRecord,
  userId: string,
  input: ReportInput,
  now: number,
): Promise<{ inserted: boolean; hidden: boolean }> {
  const [inserted, hidden] = await db.$client.batch([
    statement(
      db,
      `insert into comment_reports (comment_id, user_id, reason, note, created_at)
       select ?1, ?2, ?3, ?4, ?5 where exists (select 1 from comments where id = ?1 and status = 'published')
       on conflict (comment_id, user_id) do nothing`,
      comment.id,
      userId,
      input.reason,
      input.note ?? null,
      now,
    ),
    statement(
      db,
      `update comments set status = 'hidden' where id = ?1 and status = 'published'
         and (select count(*) from comment_reports where comment_id = ?1 and resolved_at is null) >= ?2`,
      comment.id,
      COMMENT_REPORT_HIDE,
    ),
    logCommentIfChanged(
      db,
      AUTOMATIC_COMMENT_HIDE,
      {
        action: "comment-auto-hide",
        questionId: comment.questionId,
        commentId: comment.id,
        before: { status: "published" },
        after: { status: "hidden" },
      },
      now,
    ),
    ...recounts(db, comment),
  ]);
  return { inserted: (inserted?.meta.changes ?? 0) > 0, hidden: (hidden?.meta.changes ?? 0) > 0 };
}
