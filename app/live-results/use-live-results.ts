import { useEffect, useState } from "react";
import { listenLive } from "./shared-live";

export type LiveResults = {
  /** The newest counts heard (socket or polling); null until the first arrives. */
  counts: { votesA: number; votesB: number } | null;
  /** Open pages on this question, only while a socket says so: never a guess. */
  viewers: number | null;
};

const NOTHING_YET: LiveResults = { counts: null, viewers: null };

/**
 * Live counts and viewers of one question while the page shows it; no question, no socket. The
 * socket is the page's one for the question, shared with its discussion (use-live-comments.ts).
 */
export function useLiveResults(questionId: string | undefined): LiveResults {
  const [live, setLive] = useState<LiveResults>(NOTHING_YET);
  useEffect(() => {
    setLive(NOTHING_YET);
    if (!questionId) return;
    return listenLive(questionId, {
      update: ({ votesA, votesB, viewers }) => setLive({ counts: { votesA, votesB }, viewers }),
      lost: () => setLive((now) => ({ ...now, viewers: null })),
    });
  }, [questionId]);
  return live;
}
