import { env } from "cloudflare:test";
import { api, type Json } from "./helpers";

// Shared by the live connection's tests (live-results, live-comments): waiting for what a socket
// hears, and a different published question for each test.

/** Polls `check` until it gives something truthy, which it returns; fails after `timeoutMs`. */
export async function until<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const homeOf = (id: string) => env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(id));

/**
 * The nth published question of one category: storage is shared within a test file, so each test
 * takes its own.
 */
export function questionsOf(category: string): (n: number) => Promise<Json> {
  let questions: Json[] | undefined;
  return async (n) => {
    questions ??= (await api(`/api/questions?category=${category}&limit=20`)).body.data as Json[];
    const q = questions[n];
    if (!q) throw new Error(`no question ${n}`);
    return q;
  };
}
