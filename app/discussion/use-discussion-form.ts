import { useEffect, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { DISCUSSION_ANCHOR } from "#domain/discussion.ts";
import { useDiscussion } from "./discussion-context";
import { commentAnchor, discussionSearch } from "./discussion-query";
import { type DiscussionActionData, type DiscussionIntent, discussionAnswer } from "./intents";

/** Whether the page has hydrated: the server's render and the browser's first one both say no. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * One discussion form: its fetcher, and its last answer, from the fetcher or, for a post made
 * without JavaScript, from the page drawn again with it (matched by intent and comment).
 */
export function useDiscussionForm(intent: DiscussionIntent, commentId?: string) {
  const fetcher = useFetcher<DiscussionActionData>();
  const fromPage = discussionAnswer(useActionData());
  const pageAnswer =
    fromPage?.intent === intent && (fromPage.commentId ?? "") === (commentId ?? "") ? fromPage : undefined;
  const answer = fetcher.data ?? pageAnswer;
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const { query } = useDiscussion();
  return {
    fetcher,
    answer,
    error: answer?.status === "error" ? answer : undefined,
    busy: fetcher.state !== "idle",
    /** Without JavaScript the page comes back at the discussion, where the answer is shown. */
    action: hydrated
      ? undefined
      : `${pathname}${discussionSearch(query)}#${commentId ? commentAnchor(commentId) : DISCUSSION_ANCHOR}`,
    hydrated,
  };
}

/** Calls `onDone` once for each successful answer a fetcher brings. */
export function useOnSuccess(
  data: DiscussionActionData | undefined,
  onDone: (answer: Extract<DiscussionActionData, { status: "ok" }>) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, whatever the callback.
  useEffect(() => {
    if (data?.status === "ok") onDone(data);
  }, [data]);
}
