import { type CommentSort, DEFAULT_COMMENT_SORT, DISCUSSION_ANCHOR } from "#domain/discussion.ts";
import { localizeHref } from "#domain/locale.ts";

// Which part of the discussion a question page shows: `?comments=new&cpage=2`. The page's links
// write these and its loader reads them (discussion.server.ts).

export type DiscussionQuery = { sort: CommentSort; page: number };

/** The query string of a part of the discussion, leaving out what is the default. */
export function discussionSearch({ sort, page }: DiscussionQuery): string {
  const search = new URLSearchParams();
  if (sort !== DEFAULT_COMMENT_SORT) search.set("comments", sort);
  if (page > 1) search.set("cpage", String(page));
  const query = search.toString();
  return query ? `?${query}` : "";
}

/** The address of a part of a question's discussion in the page's language, at `anchor`. */
export function discussionPath(slug: string, query: DiscussionQuery, anchor: string = DISCUSSION_ANCHOR) {
  return `${localizeHref(`/question/${slug}`)}${discussionSearch(query)}#${anchor}`;
}

/** The element id of one comment, which links and redirects after an action point to. */
export const commentAnchor = (commentId: string) => `comment-${commentId}`;

/**
 * What a form posted without JavaScript did, said on the page it comes back to. Only a member's
 * page shows it, and members never get a shared copy, so the edge cache's key leaves it out.
 */
export const DISCUSSION_NOTICES = ["posted", "held", "reported", "repeat"] as const;
export type DiscussionNotice = (typeof DISCUSSION_NOTICES)[number];
export const NOTICE_PARAMETER = "cnote";

/** `path` (with its #anchor) carrying a notice. */
export function withNotice(path: string, notice: DiscussionNotice): string {
  const [address = "", anchor] = path.split("#");
  const joiner = address.includes("?") ? "&" : "?";
  return `${address}${joiner}${NOTICE_PARAMETER}=${notice}${anchor ? `#${anchor}` : ""}`;
}
