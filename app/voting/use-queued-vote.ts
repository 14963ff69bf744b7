import { useCallback, useEffect, useState } from "react";
import type { VoteActionData } from "#app/lib/intents.ts";
import { QUEUED_VOTE_SENT, queuedVote, queueVote } from "./queued-votes";

/**
 * A question's vote kept while offline (queued-votes.ts): the option waiting, and the server's
 * answer once the page that loads next, or this one back online, has sent it.
 */
export function useQueuedVote(questionId: string) {
  const [option, setOption] = useState<"A" | "B" | null>(null);
  const [answer, setAnswer] = useState<VoteActionData>();

  useEffect(() => {
    // Read after hydration: the server cannot know what this browser kept.
    setOption(queuedVote(questionId));
    const onSent = (event: Event) => {
      const sent = (event as CustomEvent<VoteActionData>).detail;
      if (sent.questionId !== questionId) return;
      setOption(null);
      setAnswer(sent);
    };
    // Another tab sent it: its answer is for that tab, and this one shows the vote as the page's next read.
    const onStorage = () => setOption(queuedVote(questionId));
    window.addEventListener(QUEUED_VOTE_SENT, onSent);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(QUEUED_VOTE_SENT, onSent);
      window.removeEventListener("storage", onStorage);
    };
  }, [questionId]);

  const keep = useCallback(
    (chosen: "A" | "B") => {
      queueVote(questionId, chosen);
      setOption(chosen);
    },
    [questionId],
  );
  return { option, answer, keep };
}
