import { COMMENT_EDIT_WINDOW_MS, editable } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Database } from "#worker/db/client.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { checkComment } from "./checks";
import { DiscussionRefusal } from "./errors";
import { type CommentRecord, commentById, recounts, resolveCommentReports, statement } from "./rows";

// An author's own changes: editing within the window, and deleting.

const notFound = () => new ServiceError(404, m.comment_error_not_found());

/** The comment, if it is this member's and still theirs to change; a sentence saying why not otherwise. */
export async function ownComment(db: Database, commentId: string, userId: string): Promise<CommentRecord> {
  const row = await commentById(db, commentId).first<CommentRecord>();
  if (!row || row.status === "deleted") throw notFound();
  if (row.userId !== userId) throw new DiscussionRefusal(403, m.comment_error_not_yours());
  return row;
}

/**
 * Replaces the text of the member's comment within the edit window. The same checks as a new
 * comment: a refusal changes nothing, and a flag holds it for review again. A comment already
 * waiting (held, or hidden by reports) stays waiting. Applied only while the comment is in the
 * state read, with its counts in the same transaction.
 */
export async function applyEdit(
  db: Database,
  row: CommentRecord,
  body: string,
  now: Date,
): Promise<CommentRecord> {
  if (row.status === "removed") throw notFound();
  if (!editable(new Date(row.createdAt), now)) {
    throw new DiscussionRefusal(
      403,
      m.comment_error_edit_window({ minutes: COMMENT_EDIT_WINDOW_MS / 60_000 }),
    );
  }
  const checked = checkComment(body);
  if (!checked.ok) throw new ServiceError(400, checked.message, { field: "body" });
  const status = checked.flags.length > 0 && row.status === "published" ? "held" : row.status;
  const flags = checked.flags.length > 0 ? JSON.stringify(checked.flags) : row.reviewFlags;
  const [updated] = await db.$client.batch([
    statement(
      db,
      `update comments set body = ?, language = ?, status = ?, review_flags = ?, edited_at = ?
       where id = ? and status = ?`,
      checked.body,
      checked.language,
      status,
      flags,
      now.getTime(),
      row.id,
      row.status,
    ),
    ...recounts(db, row),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) throw notFound();
  return {
    ...row,
    body: checked.body,
    language: checked.language,
    status,
    reviewFlags: flags,
    editedAt: now.getTime(),
  };
}

/**
 * The author takes their comment down: its text and name go, the row stays so that its replies keep
 * their place under a "deleted" placeholder. Its open reports are answered: there is nothing left
 * to judge.
 */
export async function applyDelete(db: Database, row: CommentRecord, now: Date) {
  await db.$client.batch([
    statement(
      db,
      `update comments set status = 'deleted', body = null, author_name = null, review_flags = null, deleted_at = ?
       where id = ? and status <> 'deleted'`,
      now.getTime(),
      row.id,
    ),
    resolveCommentReports(db, row.id, now.getTime()),
    ...recounts(db, row),
  ]);
}
