import type { CommentStatus } from "#domain/discussion.ts";
import type { Database } from "#worker/db/client.ts";

// The discussion's statements, raw D1 ones: a change and every count it moves go to D1 in one
// batch (one transaction), and several of them are conditional writes (INSERT ... SELECT, WHERE on
// the status read) that drizzle's batch cannot carry.

/** A comment row as the service reads it. Times are milliseconds. */
export type CommentRecord = {
  id: string;
  questionId: string;
  parentId: string | null;
  userId: string | null;
  authorName: string | null;
  body: string | null;
  language: "en" | "zh";
  side: "A" | "B" | null;
  status: CommentStatus;
  reviewFlags: string | null;
  up: number;
  down: number;
  replyCount: number;
  createdAt: number;
  editedAt: number | null;
};

export const COMMENT_COLUMNS = `c.id, c.question_id as questionId, c.parent_id as parentId, c.user_id as userId,
  c.author_name as authorName, c.body, c.language, c.side, c.status, c.review_flags as reviewFlags, c.up, c.down,
  c.reply_count as replyCount, c.created_at as createdAt, c.edited_at as editedAt`;

export const statement = (db: Database, sql: string, ...params: unknown[]) =>
  db.$client.prepare(sql).bind(...params);

export function newCommentId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}

export function commentById(db: Database, id: string) {
  return statement(db, `select ${COMMENT_COLUMNS} from comments c where c.id = ?`, id);
}

/**
 * The question's count of visible comments, counted again rather than moved by one: a count taken
 * in the same transaction as the change cannot drift, whatever ran in between.
 */
export function recountQuestion(db: Database, questionId: string) {
  return statement(
    db,
    `update questions set comment_count =
       (select count(*) from comments where question_id = ?1 and status = 'published')
     where id = ?1`,
    questionId,
  );
}

/** A top-level comment's count of visible replies, which keeps it listed as "deleted" while it has any. */
export function recountReplies(db: Database, questionId: string, parentId: string) {
  return statement(
    db,
    `update comments set reply_count =
       (select count(*) from comments where question_id = ?1 and parent_id = ?2 and status = 'published')
     where id = ?2`,
    questionId,
    parentId,
  );
}

/** Both counts a change to `comment` can move, for the end of its batch. */
export function recounts(db: Database, comment: { questionId: string; parentId: string | null }) {
  const question = recountQuestion(db, comment.questionId);
  return comment.parentId ? [question, recountReplies(db, comment.questionId, comment.parentId)] : [question];
}

export type NewComment = {
  id: string;
  questionId: string;
  parentId: string | null;
  userId: string;
  authorName: string;
  body: string;
  language: "en" | "zh";
  side: "A" | "B" | null;
  status: "published" | "held";
  reviewFlags: string | null;
  createdAt: number;
};

/**
 * Writes the comment only while its question is published and, for a reply, while its parent is a
 * published top-level comment of the same question: what was read before may have changed.
 */
export function insertComment(db: Database, c: NewComment) {
  const parentOk = c.parentId
    ? `and exists (select 1 from comments p where p.id = ?11 and p.question_id = ?2 and p.parent_id is null and p.status = 'published')`
    : "";
  return statement(
    db,
    `insert into comments (id, question_id, parent_id, user_id, author_name, body, language, side, status, review_flags, created_at)
     select ?1, ?2, ?11, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
     where exists (select 1 from questions q where q.id = ?2 and q.status = 'published') ${parentOk}`,
    c.id,
    c.questionId,
    c.userId,
    c.authorName,
    c.body,
    c.language,
    c.side,
    c.status,
    c.reviewFlags,
    c.createdAt,
    c.parentId,
  );
}

/** Whether the member has a comment a moderator (or the checks) let through: their first is held. */
export function hasPublished(db: Database, userId: string) {
  return statement(
    db,
    `select 1 as yes from comments where user_id = ? and status = 'published' limit 1`,
    userId,
  );
}

/** The member's voter identity, which the question's vote object knows their choice by. */
export function voterHashOf(db: Database, userId: string) {
  return statement(db, `select voter_hash as voterHash from users where id = ?`, userId);
}

export function publishedQuestion(db: Database, questionId: string) {
  return statement(db, `select id from questions where id = ? and status = 'published'`, questionId);
}

/** A moderator's decision answers every report open on the comment; so does its author deleting it. */
export function resolveCommentReports(db: Database, commentId: string, now: number) {
  return statement(
    db,
    `update comment_reports set resolved_at = ? where comment_id = ? and resolved_at is null`,
    now,
    commentId,
  );
}

/**
 * The audit log's row for the statement just before it in a batch, written only if that one
 * changed a row, so two moderators deciding at once log the first decision only.
 */
export function logCommentIfChanged(
  db: Database,
  actor: { userId: string | null; email: string },
  entry: { action: string; questionId: string; commentId: string; before: unknown; after: unknown },
  now: number,
) {
  return statement(
    db,
    `insert into moderation_log (actor_user_id, actor_email, action, question_id, comment_id, before, after, created_at)
     select ?, ?, ?, ?, ?, ?, ?, ? where changes() = 1`,
    actor.userId,
    actor.email,
    entry.action,
    entry.questionId,
    entry.commentId,
    JSON.stringify(entry.before),
    JSON.stringify(entry.after),
    now,
  );
}
