import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useLiveComments } from "#app/live-results/use-live-comments.ts";
import type { CommentView, DiscussionPage } from "#domain/discussion.ts";
import { localizeHref } from "#domain/locale.ts";
import type { DiscussionData } from "./discussion.server";
import { discussionSearch } from "./discussion-query";

/** Every comment id on the pages, replies included. */
function idsOf(comments: CommentView[]): Set<string> {
  return new Set(comments.flatMap((c) => [c.id, ...c.replies.map((r) => r.id)]));
}

/**
 * The comments a question page shows: the page its address names, the pages "More comments" added
 * in place, and comments that arrived since (the reader's own, others' over the live socket).
 */
export function useDiscussionList(
  slug: string,
  first: DiscussionPage,
  { viewerName, onLive }: { viewerName: string | null; onLive: (comment: CommentView) => void },
) {
  const [later, setLater] = useState<DiscussionPage[]>([]);
  const [added, setAdded] = useState<CommentView[]>([]);
  const more = useFetcher<{ discussion: DiscussionData }>();
  useEffect(() => {
    const page = more.data?.discussion.page;
    if (page) setLater((pages) => [...pages.filter((p) => p.page !== page.page), page]);
  }, [more.data]);

  const pages = [first, ...later.filter((p) => p.page > first.page)].sort((a, b) => a.page - b.page);
  const loaded: CommentView[] = [];
  for (const comment of pages.flatMap((p) => p.comments)) {
    // A comment can move to the next page while the reader reads; it shows once.
    if (!loaded.some((c) => c.id === comment.id)) loaded.push(comment);
  }
  const shown = idsOf(loaded);
  const addedTop = added.filter((c) => c.parentId === null);
  const newTop = addedTop.filter((c) => !shown.has(c.id));
  const newReplies = added.filter((c) => c.parentId !== null && !shown.has(c.id));
  const last = pages[pages.length - 1] ?? first;

  const addOwn = useCallback((comment: CommentView) => {
    setAdded((now) => [comment, ...now.filter((c) => c.id !== comment.id)]);
  }, []);

  useLiveComments(first.questionId, (comment) => {
    if (comment.state !== "published" || shown.has(comment.id) || added.some((c) => c.id === comment.id))
      return;
    if (comment.parentId === null) {
      // Others' new comments join the top of the first page, in either sort: they are news, and
      // Top ranks them among the rest when the page is read again.
      if (first.page !== 1) return;
    } else if (!shown.has(comment.parentId) && !added.some((c) => c.id === comment.parentId)) {
      return;
    }
    // This callback can run before the render that follows the reader's own post (addOwn), so it
    // checks again against the newest list.
    setAdded((now) => (now.some((c) => c.id === comment.id) ? now : [comment, ...now]));
    if (comment.authorName !== viewerName) onLive(comment);
  });

  return {
    // Comments that arrived while the page was open stay on top, as read again when they are.
    comments: [
      ...addedTop.map((c) => loaded.find((l) => l.id === c.id) ?? c),
      ...loaded.filter((l) => !addedTop.some((c) => c.id === l.id)),
    ],
    repliesTo: (parentId: string) => newReplies.filter((r) => r.parentId === parentId).reverse(),
    total: first.total + newTop.length + newReplies.length,
    nextPage: last.page < last.totalPages ? last.page + 1 : null,
    loadingMore: more.state !== "idle",
    loadMore: (page: number) =>
      more.load(`${localizeHref(`/question/${slug}`)}${discussionSearch({ sort: first.sort, page })}`),
    addOwn,
  };
}
