// The chaos run's voters. Each vote comes from a brand-new voter whose cookie is signed with the
// run's own VOTER_SECRET (the cookie key while VOTER_COOKIE_SECRET is unset), as the worker signs
// one, so that a vote whose answer was lost (the runtime killed mid-request) can still be asked
// about afterwards: sent again, it answers 409 if it had been counted.
import { createHmac, randomBytes } from "node:crypto";

export type Option = "A" | "B";
export type Vote = { questionId: string; option: Option; cookie: string };
/** An HTTP status, or "no answer" when the connection failed or timed out. */
export type Answer = { status: number | "no answer"; option?: Option };

const TIMEOUT_MS = 20_000;

export function newVoterCookie(secret: string): string {
  const id = randomBytes(16).toString("hex");
  const signature = createHmac("sha256", secret).update(id).digest("base64url");
  return `wyr_voter=${id}.${signature}`;
}

export async function sendVote(base: URL, vote: Vote): Promise<Answer> {
  try {
    const response = await fetch(new URL(`/api/questions/${vote.questionId}/vote`, base), {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: vote.cookie },
      body: JSON.stringify({ option: vote.option }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { vote?: { option?: Option } };
    return { status: response.status, option: body.vote?.option };
  } catch {
    return { status: "no answer" };
  }
}

/** Runs `task` on `items` with at most `concurrency` in flight. */
export async function eachLimited<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
