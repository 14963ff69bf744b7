import { createExecutionContext, env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiApp } from "#worker/api/app.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import { reconcileQuestion } from "#worker/services/reconcile.ts";
import { castVote } from "#worker/services/votes.ts";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { shardName } from "#worker/votes/shards.ts";
import { voterHash } from "#worker/votes/voter.ts";
import { BASE, d1Question, d1VoteCount, firstQuestion } from "./helpers";

// D1 restored from an older backup, and reconcile bringing it back to what the objects hold.

const app = appContext(env);
const objectOf = (id: string, index = 0) =>
  env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(shardName(id, index)));
const voters = (label: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => voterHash(`${label}-${i}`, app.config.voterKeys.hash)));
const reconcile = (id: string, apply = false) => reconcileQuestion(env.DB, env.QUESTION_VOTES, id, apply);

async function voteAll(ctx: AppContext, id: string, hashes: string[]) {
  for (const [i, hash] of hashes.entries()) await castVote(ctx, id, hash, i % 3 === 0 ? "B" : "A");
}

/**
 * Every object's write-behind, shards before home, run now: the alarm reconcile sets is due at once,
 * so the runtime may already be running it, and runDurableObjectAlarm would then find none to run.
 */
async function flush(id: string, objects = 1) {
  for (const index of [...Array.from({ length: objects - 1 }, (_, i) => i + 1), 0]) {
    await runInDurableObject(objectOf(id, index), (instance: QuestionVotes) => instance.alarm());
  }
}

/** D1 as an older backup left it: the last rows gone, counts behind, and a row nobody cast. */
async function restoreOlderBackup(id: string) {
  await env.DB.batch([
    env.DB.prepare(
      "delete from votes where question_id = ?1 and voter_hash in (select voter_hash from votes where question_id = ?1 limit 4)",
    ).bind(id),
    env.DB.prepare("update questions set votes_a = 1, votes_b = 1 where id = ?").bind(id),
    env.DB.prepare(
      "insert into votes (question_id, voter_hash, option, created_at) values (?, 'not-a-voter', 'A', 0)",
    ).bind(id),
  ]);
}

describe("reconcile", () => {
  it("reports nothing when D1 has caught up, and what an older backup lost, then repairs it", async () => {
    const q = await firstQuestion("Food");
    await voteAll(app, q.id, await voters("reconcile", 12));
    await flush(q.id);
    expect(await reconcile(q.id)).toMatchObject({ missingInD1: 0, extraInD1: 0, countsDiffer: false });

    await restoreOlderBackup(q.id);
    const found = await reconcile(q.id, true);
    expect(found).toMatchObject({
      objects: { votesA: 8, votesB: 4, votersA: 8, votersB: 4, objectCount: 1 },
      d1: { votesA: 1, votesB: 1, rows: 9 },
      missingInD1: 4,
      extraInD1: 1,
      countsDiffer: true,
      repaired: true,
    });
    await flush(q.id);
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 8, votes_b: 4 });
    expect(await d1VoteCount(q.id)).toBe(12);
    expect(await reconcile(q.id, true)).toMatchObject({ missingInD1: 0, extraInD1: 0, repaired: false });
  });

  it("sets a question nobody voted on back to zero", async () => {
    const q = await firstQuestion("Travel");
    await env.DB.prepare("update questions set votes_a = 3 where id = ?").bind(q.id).run();
    expect(await reconcile(q.id, true)).toMatchObject({ countsDiffer: true, repaired: true });
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 0, votes_b: 0 });
  });

  it("reads and repairs every shard of a hot question", async () => {
    const q = await firstQuestion("Deep");
    const sharded = { ...app, config: { ...app.config, hotQuestionShards: new Map([[q.id, 3]]) } };
    await voteAll(sharded, q.id, await voters("reconcile-hot", 30));
    await flush(q.id, 3);
    await flush(q.id, 3); // home sums what the shards reported on their first flush
    expect(await reconcile(q.id)).toMatchObject({
      objects: { votesA: 20, votesB: 10, votersA: 20, votersB: 10, objectCount: 3 },
      d1: { votesA: 20, votesB: 10, rows: 30 },
      missingInD1: 0,
      countsDiffer: false,
    });
    await env.DB.prepare("delete from votes where question_id = ?").bind(q.id).run();
    expect(await reconcile(q.id, true)).toMatchObject({ missingInD1: 30, repaired: true });
    await flush(q.id, 3);
    expect(await d1VoteCount(q.id)).toBe(30);
  });
});

describe("POST /api/admin/reconcile", () => {
  const token = "reconcile-test-token-0123456789abcdef";
  const post = (authorization?: string, body: unknown = {}, withToken = true) =>
    apiApp.fetch(
      new Request(`${BASE}/api/admin/reconcile`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: JSON.stringify(body),
      }),
      withToken ? { ...env, RECONCILE_TOKEN: token } : env,
      createExecutionContext(),
    );

  it("does not exist unless the RECONCILE_TOKEN secret is set", async () => {
    const response = await SELF.fetch(`${BASE}/api/admin/reconcile`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    expect((await post()).status).toBe(401);
    expect((await post(`Bearer ${token}x`)).status).toBe(401);
  });

  it("answers a page of questions in id order with the next cursor", async () => {
    const first = await post(`Bearer ${token}`, { limit: 3 });
    const body = (await first.json()) as { data: { id: string }[]; next: string };
    expect(first.status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.next).toBe(body.data[2]?.id);
    const second = (await (await post(`Bearer ${token}`, { limit: 3, after: body.next })).json()) as {
      data: { id: string }[];
    };
    expect((second.data[0]?.id ?? "") > body.next).toBe(true);
  });
});
