// After a vote spike the question's Durable Object writes its voters behind to D1 from an alarm.
// Waiting for D1 to catch up keeps that write-behind out of the next measurement, and checks on the
// way that no accepted vote was lost.
import { d1Query, sqlText } from "./d1";

const DRAIN_TIMEOUT_MS = 90_000;

function d1VoteRows(state: string, questionId: string): number {
  const [row] = d1Query<{ n: number }>(
    state,
    `select count(*) as n from votes where question_id = ${sqlText(questionId)}`,
  );
  return row?.n ?? 0;
}

async function liveVotes(baseURL: string, slug: string, cookie: string): Promise<number> {
  // With a voter cookie, so the answer is live and never an edge cache's copy.
  const response = await fetch(`${baseURL}/api/questions/slug/${slug}`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { data: { votesA: number; votesB: number } };
  return body.data.votesA + body.data.votesB;
}

export type Drain = { votes: number; d1Rows: number; seconds: number; caughtUp: boolean };

/** Polls until D1 holds a row for every vote the object counted, or gives up after 90 s. */
export async function waitForVoteDrain(
  baseURL: string,
  state: string,
  question: { id: string; slug: string },
  cookie: string,
): Promise<Drain> {
  const started = Date.now();
  const votes = await liveVotes(baseURL, question.slug, cookie);
  let d1Rows = 0;
  while (Date.now() - started < DRAIN_TIMEOUT_MS) {
    try {
      d1Rows = d1VoteRows(state, question.id);
    } catch {
      // the database was busy; ask again
    }
    if (d1Rows >= votes) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { votes, d1Rows, seconds: (Date.now() - started) / 1000, caughtUp: d1Rows >= votes };
}
