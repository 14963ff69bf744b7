import { COMMENT_EDIT_WINDOW_MS, type CommentView, type CommentVoteValue } from "#domain/discussion.ts";
import type { CommentRecord } from "./rows";

/** Who is reading: their account, or nobody. */
export type Reader = { userId: string } | undefined;

/** What a reader sees of a comment's state: their own waiting one as held, anything taken down as deleted. */
function shownState(row: CommentRecord, mine: boolean): CommentView["state"] {
  if (row.status === "published") return "published";
  if (mine && (row.status === "held" || row.status === "hidden")) return "held";
  return "deleted";
}

/**
 * A stored comment as one reader sees it: text and author only while it is shown; the reader's own
 * vote and edit deadline only for a signed-in reader.
 */
export function toCommentView(
  row: CommentRecord,
  reader: Reader,
  options: { myVote?: CommentVoteValue; replies?: CommentView[]; now?: Date } = {},
): CommentView {
  const mine = reader !== undefined && row.userId === reader.userId;
  const state = shownState(row, mine);
  const shown = state !== "deleted";
  const until = row.createdAt + COMMENT_EDIT_WINDOW_MS;
  const now = (options.now ?? new Date()).getTime();
  return {
    id: row.id,
    questionId: row.questionId,
    parentId: row.parentId,
    state,
    authorName: shown ? row.authorName : null,
    body: shown ? row.body : null,
    language: row.language,
    side: shown ? row.side : null,
    up: row.up,
    down: row.down,
    createdAt: new Date(row.createdAt).toISOString(),
    editedAt: row.editedAt === null ? null : new Date(row.editedAt).toISOString(),
    mine,
    myVote: options.myVote ?? 0,
    editableUntil: mine && shown && now < until ? new Date(until).toISOString() : null,
    replies: options.replies ?? [],
  };
}
