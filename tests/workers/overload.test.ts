import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { VoteActionData } from "#app/lib/intents.ts";
import { questionPageAction } from "#app/voting/question-actions.server.ts";
import { appContext } from "#worker/services/context.ts";
import { firstQuestion, postJson } from "./helpers";
import { formPost, freshIp, runAction } from "./limit-helpers";

// What a visitor gets when a question's Durable Object (or D1 behind it) fails for a moment: the API
// answers 503 with Retry-After in its error envelope, a page shows "Failed to record vote"; never a
// hang, an unshaped 500 or an error page.

/** Errors as the runtime throws them (Cloudflare's "Durable Objects: error handling"). */
const overloaded = () =>
  Object.assign(new Error("Durable Object is overloaded. Too many requests queued."), { overloaded: true });
const d1Overloaded = () => new Error("D1_ERROR: D1 DB is overloaded. Requests queued for too long.");
const bug = () => new Error("something nobody expected");

const ctx = appContext(env);
const realVotes = ctx.votes;

/** Every object call fails with `error` until the test ends, as when the platform sheds load. */
function objectsFailWith(error: () => Error) {
  const failing = () => Promise.reject(error());
  ctx.votes = {
    idFromName: (name: string) => realVotes.idFromName(name),
    get: () => ({ vote: failing, snapshot: failing, isOpen: failing }),
  } as unknown as typeof realVotes;
}

afterEach(() => {
  ctx.votes = realVotes;
});

describe("a vote while its object is overloaded", () => {
  it("is a 503 with Retry-After and the error envelope from the API", async () => {
    const q = await firstQuestion("Funny");
    for (const error of [overloaded, d1Overloaded]) {
      objectsFailWith(error);
      const answer = await postJson(`/api/questions/${q.id}/vote`, { option: "A" });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toBe("2");
      expect(answer.body).toEqual({ success: false, error: expect.stringMatching(/try again in a moment/) });
    }
  });

  it("is still a shaped 500 for a failure that will not pass by itself", async () => {
    const q = await firstQuestion("Funny");
    objectsFailWith(bug);
    const answer = await postJson(`/api/questions/${q.id}/vote`, { option: "A" });
    expect(answer.status).toBe(500);
    expect(answer.headers.get("Retry-After")).toBeNull();
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("shows the failed-vote message on the page, with 503 and Retry-After when it will pass", async () => {
    const q = await firstQuestion("Funny");
    const fields = { intent: "vote", questionId: q.id, option: "B" };
    for (const [error, status] of [
      [overloaded, 503],
      [bug, 500],
    ] as const) {
      objectsFailWith(error);
      const answer = await runAction<VoteActionData>(
        formPost(`/question/${q.slug}`, freshIp(), fields),
        (request, context) => questionPageAction({ request, context }),
      );
      expect(answer.status).toBe(status);
      expect(answer.headers.get("Retry-After")).toBe(status === 503 ? "2" : null);
      expect(answer.data).toEqual({
        intent: "vote",
        questionId: q.id,
        success: false,
        error: "Failed to record vote. Please try again.",
      });
    }
  });
});
