import { useEffect, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { DISCUSSION_ANCHOR } from "#domain/discussion.ts";
import { useDiscussion } from "./discussion-context";
import { discussionSearch } from "./discussion-query";
import { type DiscussionActionData, type DiscussionIntent, discussionAnswer } from "./intents";

/** Whether the page has hydrated: the server's render and the browser's first one both say no. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * One discussion form: its fetcher, and its last answer, from the fetcher or, for a post made
 * without JavaScript, from the page drawn again with it (matched by intent and comment). The form
 * shows its fetcher's refusal itself; a page drawn again says it once at the top of the discussion
 * (DiscussionRefusal), and the form keeps what was typed.
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
  const refused = answer?.status === "error" ? answer : undefined;
  return {
    fetcher,
    answer,
    /** The fetcher's refusal, for the form to show. */
    error: fetcher.data?.status === "error" ? fetcher.data : undefined,
    /** What was typed into a refused post, and the check it must pass before the next. */
    kept: refused?.values,
    siteKey: refused?.turnstileSiteKey,
    busy: fetcher.state !== "idle",
    /** Without JavaScript the page comes back at the discussion, where the answer is shown. */
    action: hydrated ? undefined : `${pathname}${discussionSearch(query)}#${DISCUSSION_ANCHOR}`,
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
