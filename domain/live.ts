// The live results protocol, shared by the question's Durable Object (worker/live-results/live-viewers.ts)
// and the pages (app/live-results/use-live-results.ts). docs/decisions/0010-live-results.md says why;
// 0028 adds new comments to the same connection.

import { COMMENT_MAX, type CommentView } from "./discussion";

export const livePath = (questionId: string) => `/api/questions/${encodeURIComponent(questionId)}/live`;

/** At most ten messages a second per question, however fast the votes arrive. */
export const LIVE_INTERVAL_MS = 100;
/** The only messages a page sends are tiny; anything longer closes its socket. */
export const LIVE_MESSAGE_MAX_BYTES = 256;

/** Answered by the runtime itself, so a page checking its socket never wakes a hibernating object. */
export const LIVE_PING = "ping";
export const LIVE_PONG = "pong";

/** Close codes: the standard ones for bad input, and one of ours for a question that is gone. */
export const LIVE_CLOSE = {
  normal: 1000,
  unsupportedData: 1003,
  policyViolation: 1008,
  tooBig: 1009,
  /** The question was hidden or retired: the page stops reconnecting. */
  questionGone: 4404,
} as const;

type Counts = { votesA: number; votesB: number };
/** Object to page: the counts (summed over shards) and how many sockets are open on the question. */
export type LiveCounts = { type: "counts"; votesA: number; votesB: number; viewers: number };
/** Page to object: "send me the current counts" (after the tab comes back, say). */
export type LiveRequest = { type: "sync" };
/** Object to page: a newly published comment, as any reader sees it (nobody's own marks). */
export type LiveComment = { type: "comment"; comment: CommentView };

/** What a comment message carries of a comment: what every reader may see of it. */
type PublicFields = Pick<
  CommentView,
  | "id"
  | "questionId"
  | "parentId"
  | "authorName"
  | "body"
  | "language"
  | "side"
  | "up"
  | "down"
  | "createdAt"
  | "editedAt"
>;

/** The public view of a published comment: nobody's own marks, no replies (a new one has none yet). */
const publicView = (c: PublicFields): CommentView => ({
  id: c.id,
  questionId: c.questionId,
  parentId: c.parentId,
  state: "published",
  authorName: c.authorName,
  body: c.body,
  language: c.language,
  side: c.side,
  up: c.up,
  down: c.down,
  createdAt: c.createdAt,
  editedAt: c.editedAt,
  mine: false,
  myVote: 0,
  editableUntil: null,
  replies: [],
});

/**
 * The message for a comment, built from its public fields only, so no reader's own marks (mine,
 * their vote, their edit window) ride along. A comment not published (held for review, deleted) is
 * nobody's news: null.
 */
export function toLiveComment(comment: CommentView): LiveComment | null {
  return comment.state === "published" ? { type: "comment", comment: publicView(comment) } : null;
}

// Checked by hand rather than with zod: these run on every page with live results, and zod would
// add a whole schema library to the home page's JavaScript for three shapes. The object checks what
// pages send with zod (worker/live-results/live-viewers.ts).
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A counts message from the object, or null for anything else. */
export function readLiveCounts(value: unknown): LiveCounts | null {
  if (!isRecord(value) || value.type !== "counts") return null;
  const { votesA, votesB, viewers } = value;
  if (!isCount(votesA) || !isCount(votesB) || !isCount(viewers) || viewers < 1) return null;
  return { type: "counts", votesA, votesB, viewers };
}

const isText = (value: unknown, max = 200): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max;
const isTime = (value: unknown): value is string => isText(value, 40) && !Number.isNaN(Date.parse(value));
const isLanguage = (value: unknown): value is CommentView["language"] => value === "en" || value === "zh";
const isSide = (value: unknown): value is CommentView["side"] =>
  value === null || value === "A" || value === "B";

/** A comment message from the object, or null for anything else; what it returns is the public view. */
export function readLiveComment(value: unknown): LiveComment | null {
  if (!isRecord(value) || value.type !== "comment" || !isRecord(value.comment)) return null;
  const { id, questionId, parentId, authorName, body, language, side, up, down, createdAt, editedAt } =
    value.comment;
  if (!isText(id) || !isText(questionId) || !(parentId === null || isText(parentId))) return null;
  if (!isText(authorName) || !isText(body, COMMENT_MAX * 2) || !isLanguage(language)) {
    return null;
  }
  if (!isSide(side) || !isCount(up) || !isCount(down)) return null;
  if (!isTime(createdAt) || !(editedAt === null || isTime(editedAt))) return null;
  const fields = {
    id,
    questionId,
    parentId,
    authorName,
    body,
    language,
    side,
    up,
    down,
    createdAt,
    editedAt,
  };
  return { type: "comment", comment: publicView(fields) };
}

/** The counts in the public JSON read (`GET /api/questions/:id`) the page polls when sockets fail. */
export function readPolledCounts(value: unknown): Counts | null {
  if (!isRecord(value) || value.success !== true || !isRecord(value.data)) return null;
  const { votesA, votesB } = value.data;
  return isCount(votesA) && isCount(votesB) ? { votesA, votesB } : null;
}

/**
 * The page's own counts (from its load, or its vote's answer) against the live ones: a question's
 * counts only grow, so the larger total is the newer. A sharded question's home hears the other
 * shards about a second late, so right after a vote the page's own answer can be the fresher.
 */
export function freshestCounts(own: Counts, live: Counts | null): Counts {
  if (!live || live.votesA + live.votesB < own.votesA + own.votesB) return own;
  return live;
}
