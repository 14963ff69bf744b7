// The discussion under a question: its rules and the shapes both sides read. The schemas that parse
// what members send are in domain/discussion-schema.ts, so pages that only show comments ship no zod.

/** A comment is plain text of at most this many characters, after normalising. */
export const COMMENT_MAX = 500;
/** Its author may edit it this long after posting; after that it stands as written. */
export const COMMENT_EDIT_WINDOW_MS = 10 * 60 * 1000;
/** Top-level comments per page; each comes with all of its replies. */
export const COMMENTS_PAGE_SIZE = 20;
/** This many members' open reports hide a comment until a moderator decides. */
export const COMMENT_REPORT_HIDE = 3;

export const COMMENT_SORTS = ["top", "new"] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const DEFAULT_COMMENT_SORT: CommentSort = "top";

/** One member's vote on a comment: up, down, or taken back. */
export const COMMENT_VOTE_VALUES = [1, -1, 0] as const;
export type CommentVoteValue = (typeof COMMENT_VOTE_VALUES)[number];

/**
 * Stored states: `published` (everyone sees it), `held` (waiting for review: only its author sees
 * it, marked so), `hidden` (reports hid it pending review), `removed` (a moderator took it down),
 * `deleted` (its author took it down). A reply thread under a deleted or removed comment stays, under
 * a "deleted" placeholder.
 */
export const COMMENT_STATUSES = ["published", "held", "hidden", "removed", "deleted"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The anchor of the discussion on the question page, which the Comment buttons lead to. */
export const DISCUSSION_ANCHOR = "discussion";
export const discussionHref = (slug: string) => `/question/${slug}#${DISCUSSION_ANCHOR}`;

/** A comment as one reader sees it. Text and author are gone (null) once it is deleted or removed. */
export type CommentView = {
  id: string;
  questionId: string;
  /** The comment it answers; replies go one level deep, so a reply's parent is never a reply. */
  parentId: string | null;
  /** `held` only ever reaches its own author; `deleted` covers removed ones too. */
  state: "published" | "held" | "deleted";
  authorName: string | null;
  body: string | null;
  /** The language it was written in, for `lang` on its text. */
  language: "en" | "zh";
  /** The side its author voted for on the question when they posted, if they had voted. */
  side: "A" | "B" | null;
  up: number;
  down: number;
  createdAt: string;
  editedAt: string | null;
  /** This reader's own: whether they wrote it, their vote on it, and until when they may edit it. */
  mine: boolean;
  myVote: CommentVoteValue;
  editableUntil: string | null;
  replies: CommentView[];
};

/** One page of a question's discussion. `total` counts every visible comment, replies included. */
export type DiscussionPage = {
  questionId: string;
  sort: CommentSort;
  page: number;
  totalPages: number;
  total: number;
  comments: CommentView[];
};

/**
 * The lower bound of the Wilson score interval (95%) of a comment's up share: a comment with 10 up
 * and 1 down outranks one with 1 up and 0 down, because the first is surer. Zero votes rank 0.
 */
export function wilsonLowerBound(up: number, down: number, z = 1.959964): number {
  const n = up + down;
  if (n === 0) return 0;
  const p = up / n;
  const z2 = z * z;
  return (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

/** Whether a comment written at `createdAt` may still be edited at `now`. */
export const editable = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() < COMMENT_EDIT_WINDOW_MS;
