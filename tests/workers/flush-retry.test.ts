import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETRY_BASE_MS } from "#worker/votes/flush-backoff.ts";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { d1Question, d1VoteCount, firstQuestion, postJson } from "./helpers";

// The write-behind when D1 fails for a while, and when an alarm throws after D1 took its batch:
// nothing is lost, nothing is written twice, and the object keeps retrying with growing delays.

const vote = (id: string, option: "A" | "B") => postJson(`/api/questions/${id}/vote`, { option });
const stubFor = (id: string) => env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(id));

/** D1 as the runtime shows it while it is down: every write answers with an error. */
const unavailableD1 = (real: D1Database) =>
  new Proxy(real, {
    get: (target, key) =>
      key === "batch"
        ? () => Promise.reject(new Error("D1_ERROR: Network connection lost."))
        : Reflect.get(target, key, target),
  });

type ObjectEnv = { env: Cloudflare.Env };

/** Runs the object's alarm as the runtime would, with `env` swapped for this call only. */
async function alarmWith(id: string, swapped: (real: Cloudflare.Env) => Cloudflare.Env) {
  return runInDurableObject(stubFor(id), async (instance: QuestionVotes, state) => {
    const holder = instance as unknown as ObjectEnv;
    const real = holder.env;
    holder.env = swapped(real);
    const before = Date.now();
    try {
      const outcome = await instance.alarm().then(
        () => "ok",
        (error: Error) => error.message,
      );
      const alarm = await state.storage.getAlarm();
      return { outcome, delay: alarm === null ? null : alarm - before };
    } finally {
      holder.env = real;
    }
  });
}

describe("write-behind while D1 is down", () => {
  it("keeps every row, retries with growing jittered delays, then writes each once", async () => {
    const q = await firstQuestion("Adults");
    for (let i = 0; i < 6; i++) await vote(q.id, i < 4 ? "A" : "B");

    // On a slow machine the votes' own alarm may already have written some rows: none may follow.
    const before = await d1VoteCount(q.id);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const run = await alarmWith(q.id, (real) => ({ ...real, DB: unavailableD1(real.DB) }));
      expect(run.outcome).toBe("ok");
      expect(run.delay).not.toBeNull();
      delays.push(run.delay as number);
    }
    // Ceilings of 1, 2, 4 and 8 s, each delay in the upper half of its ceiling.
    delays.forEach((delay, i) => {
      const ceiling = RETRY_BASE_MS * 2 ** i;
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2 - 50);
      expect(delay).toBeLessThanOrEqual(ceiling + 50);
    });
    expect(await d1VoteCount(q.id)).toBe(before);

    expect((await alarmWith(q.id, (real) => real)).outcome).toBe("ok");
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 4, votes_b: 2 });
    expect(await d1VoteCount(q.id)).toBe(6);
  });
});

describe("an alarm that throws after D1 took its batch", () => {
  it("has re-armed itself before throwing, and its retry writes no row twice", async () => {
    const q = await firstQuestion("Kids");
    for (let i = 0; i < 5; i++) await vote(q.id, "B");
    // The chaos suite's fault switch (worker/votes/injected-faults.ts), on for this call.
    const faults = {
      fetch: async (url: string) =>
        new Response(url.endsWith("/after-d1-write") ? "injected: alarm throws" : ""),
    };
    const thrown = await alarmWith(q.id, (real) => ({ ...real, CHAOS_FAULTS: faults }) as Cloudflare.Env);
    expect(thrown.outcome).toBe("injected: alarm throws");
    expect(thrown.delay).not.toBeNull();
    expect(await d1VoteCount(q.id)).toBe(5);

    expect((await alarmWith(q.id, (real) => real)).outcome).toBe("ok");
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 0, votes_b: 5 });
    expect(await d1VoteCount(q.id)).toBe(5);
  });
});
