import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Moderator } from "#worker/accounts/roles.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import { reportDecisions } from "#worker/services/moderation/reported.ts";
import { castVote, refreshQuestionStatus } from "#worker/services/votes.ts";
import { shardIndexOf } from "#worker/votes/shards.ts";
import { voterHash } from "#worker/votes/voter.ts";
import { firstQuestion } from "./helpers";

// Moderation (and the automatic hide after reports) changes a question's status in D1, then calls
// refreshQuestionStatus so its objects stop (or start again) taking votes at once.

const base = appContext(env);
const sharded = (questionId: string, count: number): AppContext => ({
  ...base,
  config: { ...base.config, hotQuestionShards: new Map([[questionId, count]]) },
});
const setStatus = (id: string, status: string) =>
  env.DB.prepare("update questions set status = ? where id = ?").bind(status, id).run();

let voterNumber = 0;
/** A fresh voter whose hash belongs to the given shard. */
async function voterOfShard(index: number, count: number): Promise<string> {
  for (;;) {
    const hash = await voterHash(`refresh-${voterNumber++}`, base.config.voterKeys.hash);
    if (shardIndexOf(hash, count) === index) return hash;
  }
}

describe("refreshQuestionStatus", () => {
  it("closes and reopens an unsharded question's object at once", async () => {
    const q = await firstQuestion("Technology");
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "A")).status).toBe("accepted");
    await setStatus(q.id, "hidden");
    await refreshQuestionStatus(base, q.id);
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "A")).status).toBe("not-found");
    await setStatus(q.id, "published");
    await refreshQuestionStatus(base, q.id);
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "B")).status).toBe("accepted");
  });

  it("reaches every shard of a hot question through its home object", async () => {
    const q = await firstQuestion("Classics");
    const count = 3;
    const ctx = sharded(q.id, count);
    // Each shard joins (and learns the question) with its first vote.
    for (let index = 0; index < count; index++) {
      expect((await castVote(ctx, q.id, await voterOfShard(index, count), "A")).status).toBe("accepted");
    }
    await setStatus(q.id, "hidden");
    await refreshQuestionStatus(ctx, q.id);
    for (let index = 0; index < count; index++) {
      const outcome = await castVote(ctx, q.id, await voterOfShard(index, count), "A");
      expect(outcome.status, `shard ${index}`).toBe("not-found");
    }
    await setStatus(q.id, "published");
    await refreshQuestionStatus(ctx, q.id);
    for (let index = 0; index < count; index++) {
      const outcome = await castVote(ctx, q.id, await voterOfShard(index, count), "B");
      expect(outcome.status, `shard ${index}`).toBe("accepted");
    }
  });

  it("does nothing for a question no object has learnt yet", async () => {
    const q = await firstQuestion("Hard");
    await refreshQuestionStatus(base, q.id);
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "A")).status).toBe("accepted");
  });

  it("follows a moderator's hide and restore without waiting for the recheck", async () => {
    const q = await firstQuestion("Movie");
    const moderator: Moderator = {
      userId: "mod-refresh",
      email: "mod-refresh@example.com",
      role: "moderator",
    };
    await env.DB.prepare(
      "insert into users (id, name, email, email_verified, role, created_at, updated_at) values (?, 'Mod', ?, 1, 'moderator', ?, ?)",
    )
      .bind(moderator.userId, moderator.email, Date.now(), Date.now())
      .run();
    // A first vote makes the object learn (and cache) the question.
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "A")).status).toBe("accepted");
    await reportDecisions.hide(base, moderator, q.id, new Date());
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "A")).status).toBe("not-found");
    await reportDecisions.restore(base, moderator, q.id, new Date());
    expect((await castVote(base, q.id, await voterOfShard(0, 1), "B")).status).toBe("accepted");
  });
});
