// Votes made without a connection, kept in this browser until they can be sent, each exactly once:
// the server's one-vote rule decides what it counted (docs/installable-app.md). Sending them is
// send-queued-votes.ts, loaded after the page (app/installable/start.ts).
import { baseLocale, getLocale } from "#domain/locale.ts";
import type { VoteOption } from "#domain/vote.ts";

const QUEUE_KEY = "wyr:queued-votes";
/** Sent on `window` when a kept vote has its answer; `detail` is the answer as the page's VoteActionData. */
export const QUEUED_VOTE_SENT = "wyr:queued-vote-sent";

export type QueuedVote = { questionId: string; option: VoteOption; lang: string };

const isQueuedVote = (value: unknown): value is QueuedVote => {
  const vote = value as Partial<QueuedVote> | null;
  return (
    typeof vote?.questionId === "string" &&
    (vote.option === "A" || vote.option === "B") &&
    typeof vote.lang === "string"
  );
};

// Checked by hand, not with zod: this runs on every page with a vote button, and zod would double
// what those pages load. Anything else found under the key is dropped.
export function readQueue(): QueuedVote[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isQueuedVote) : [];
  } catch {
    return [];
  }
}

export function writeQueue(votes: QueuedVote[]) {
  try {
    if (votes.length === 0) localStorage.removeItem(QUEUE_KEY);
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(votes));
  } catch {
    // Private browsing or a full quota: the vote stays on the page until it is closed.
  }
}

export function queueVote(questionId: string, option: VoteOption) {
  const lang = getLocale() === baseLocale ? "" : getLocale();
  writeQueue([...readQueue().filter((vote) => vote.questionId !== questionId), { questionId, option, lang }]);
}

/** The option kept for a question, waiting for the network. */
export const queuedVote = (questionId: string): VoteOption | null =>
  readQueue().find((vote) => vote.questionId === questionId)?.option ?? null;
