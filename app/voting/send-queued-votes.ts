// Sends the votes kept while offline (queued-votes.ts), from the chunk the page loads after its load
// event (app/installable/start.ts), so pages with vote buttons do not carry it.
import type { VoteActionData } from "#app/lib/intents.ts";
import { m } from "#domain/paraglide/messages.js";
import { type VoteAnswer, votedIn } from "#domain/vote.ts";
import { QUEUED_VOTE_SENT, type QueuedVote, queuedVote, readQueue, writeQueue } from "./queued-votes";

/** Held by the one tab sending, across every tab of the site. */
const SENDING_LOCK = "wyr:sending-queued-votes";

/** The answer as the page holds a fetcher's: a refusal other than "not found" reads as a failed vote. */
function asActionData(questionId: string, status: number, answer: VoteAnswer | undefined): VoteActionData {
  if (answer && votedIn(answer)) return { intent: "vote", questionId, ...answer };
  const error = status === 404 && answer && !answer.success ? answer.error : m.question_vote_failed();
  return { intent: "vote", questionId, success: false, error };
}

/** Sends one kept vote; false when the network failed and the vote went back on the list. */
async function send(vote: QueuedVote): Promise<boolean> {
  // Off the list before it leaves: a reload while it travels finds nothing to send again, and
  // `keepalive` lets it arrive even when the page that sent it is gone.
  writeQueue(readQueue().filter((kept) => kept.questionId !== vote.questionId));
  const lang = vote.lang ? `?lang=${vote.lang}` : "";
  try {
    const response = await fetch(`/api/questions/${encodeURIComponent(vote.questionId)}/vote${lang}`, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ option: vote.option }),
    });
    const answer = (await response.json().catch(() => undefined)) as VoteAnswer | undefined;
    const detail = asActionData(vote.questionId, response.status, answer);
    window.dispatchEvent(new CustomEvent(QUEUED_VOTE_SENT, { detail }));
    return true;
  } catch {
    // Sent again later if it never arrived; if it did, the server answers the repeat with a 409.
    if (!queuedVote(vote.questionId)) writeQueue([...readQueue(), vote]);
    return false;
  }
}

async function sendAll() {
  for (let vote = readQueue()[0]; vote; vote = readQueue()[0]) {
    if (!(await send(vote))) return;
  }
}

/**
 * Sends the kept votes, one tab at a time: another tab holding the lock is already sending them.
 * Called when a page has loaded and when the browser is back online.
 */
export async function sendQueuedVotes() {
  if (!navigator.onLine || readQueue().length === 0) return;
  if (!navigator.locks) return sendAll();
  await navigator.locks.request(SENDING_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await sendAll();
  });
}
