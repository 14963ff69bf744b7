import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { VoteOption, VoteOutcome } from "#domain/vote.ts";
import { readConfig } from "#worker/config.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import { getQuestion } from "#worker/services/questions.ts";
import { castVote } from "#worker/services/votes.ts";
import { hashFor } from "#worker/votes/question-voters.ts";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { OTHERS_STALE_MS } from "#worker/votes/shard-protocol.ts";
import { shardIndexOf, shardName } from "#worker/votes/shards.ts";
import { voterHash } from "#worker/votes/voter.ts";
import { d1Question, d1VoteCount, firstQuestion } from "./helpers";

// Sharding is switched on per question by the HOT_QUESTION_SHARDS setting; here the services get a
// context whose config lists the question, exactly what readConfig builds from that setting.
const unsharded = appContext(env);
const shardedContext = (questionId: string, count: number): AppContext => ({
  ...unsharded,
  config: { ...unsharded.config, hotQuestionShards: new Map([[questionId, count]]) },
});

const objectOf = (questionId: string, index: number) =>
  env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(shardName(questionId, index)));

/** Real visitors' root hashes (hex HMACs), as the services take them. */
const voters = (label: string, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) => voterHash(`${label}-${i}`, unsharded.config.voterKeys.hash)),
  );

/** What the objects and D1 store for a visitor: their hash for this question, which picks the shard. */
const stored = (questionId: string, voter: string) => hashFor(unsharded, questionId, voter);
const shardOf = async (questionId: string, voter: string, count: number) =>
  shardIndexOf(await stored(questionId, voter), count);

async function voterOfShard(questionId: string, label: string, index: number, count: number) {
  for (let i = 0; ; i++) {
    const voter = await voterHash(`${label}-${i}`, unsharded.config.voterKeys.hash);
    if ((await shardOf(questionId, voter, count)) === index) return voter;
  }
}

/** The counts one object holds itself (not what it heard from the other shards). */
async function ownCounts(questionId: string, index: number, count: number) {
  const snap = await objectOf(questionId, index).snapshot(
    undefined,
    index === 0 ? undefined : { questionId, index, count },
  );
  return snap.byShard[index];
}

/** Runs the write-behind of every shard, then home's, as their alarms would about a second later. */
async function writeBehindNow(questionId: string, count: number) {
  for (const index of [...Array.from({ length: count - 1 }, (_, i) => i + 1), 0]) {
    await runInDurableObject(objectOf(questionId, index), (instance: QuestionVotes) => instance.alarm());
  }
}

const accepted = (results: VoteOutcome[]) => results.filter((r) => r.status === "accepted").length;
const countsOf = (result: VoteOutcome) =>
  result.status === "not-found"
    ? undefined
    : { votesA: result.question.votesA, votesB: result.question.votesB };

describe("HOT_QUESTION_SHARDS", () => {
  const withSetting = (value: string) => readConfig({ ...env, HOT_QUESTION_SHARDS: value } as Cloudflare.Env);

  it("reads question ids with their shard count, and is empty by default", () => {
    expect(readConfig(env).hotQuestionShards.size).toBe(0);
    expect([...withSetting(" abc:4, x_y-z:32 ,").hotQuestionShards]).toEqual([
      ["abc", 4],
      ["x_y-z", 32],
    ]);
  });

  it("fails loudly on a malformed value", () => {
    for (const bad of ["abc", "abc:1", "abc:33", "abc:2.5", "abc:4:5", "bad id:4", "abc:4,abc:8"]) {
      expect(() => withSetting(bad), bad).toThrow(/HOT_QUESTION_SHARDS must look like "questionId:count/);
    }
  });
});

describe("a sharded question's votes", () => {
  it("counts 300 concurrent distinct voters exactly over 4 shards, each shard taking some", async () => {
    const q = await firstQuestion("Funny");
    const ctx = shardedContext(q.id, 4);
    const hashes = await voters("burst", 300);
    const results = await Promise.all(hashes.map((h, i) => castVote(ctx, q.id, h, i < 170 ? "A" : "B")));
    expect(accepted(results)).toBe(300);

    const own = await Promise.all([0, 1, 2, 3].map((index) => ownCounts(q.id, index, 4)));
    const shards = await Promise.all(hashes.map((h) => shardOf(q.id, h, 4)));
    for (const [index, counts] of own.entries()) {
      const mine = hashes.map((h, i) => ({ h, i })).filter(({ i }) => shards[i] === index);
      expect(mine.length).toBeGreaterThan(30);
      expect(counts).toEqual({
        votesA: mine.filter(({ i }) => i < 170).length,
        votesB: mine.filter(({ i }) => i >= 170).length,
      });
    }
    await writeBehindNow(q.id, 4);
    expect((await getQuestion(ctx, { id: q.id })).question).toMatchObject({ votesA: 170, votesB: 130 });
  }, 60_000);

  it("counts a burst of 30 simultaneous votes from one voter once, on home and on another shard", async () => {
    const q = await firstQuestion("Deep");
    const ctx = shardedContext(q.id, 4);
    for (const index of [0, 2]) {
      const voter = await voterOfShard(q.id, `repeat-${index}`, index, 4);
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) => castVote(ctx, q.id, voter, i % 2 ? "A" : "B")),
      );
      expect(accepted(burst)).toBe(1);
      const first = burst.find((r) => r.status === "accepted");
      const repeats = burst.filter((r) => r.status === "already-voted");
      expect(repeats).toHaveLength(29);
      for (const r of repeats)
        expect(r).toMatchObject({ option: first && "option" in first && first.option });
      const counts = await ownCounts(q.id, index, 4);
      expect((counts?.votesA ?? 0) + (counts?.votesB ?? 0)).toBe(1);
    }
  }, 30_000);
});

describe("switching sharding on for a question that already has votes", () => {
  it("keeps earlier voters' choices, counts new voters once, and never counts a voter twice", async () => {
    const q = await firstQuestion("Hard");
    const before = await voters("before", 40);
    const earlier = (i: number): VoteOption => (i % 3 === 0 ? "B" : "A");
    expect(accepted(await Promise.all(before.map((h, i) => castVote(unsharded, q.id, h, earlier(i)))))).toBe(
      40,
    );

    const ctx = shardedContext(q.id, 4);
    const again = await Promise.all(
      before.map((h, i) => castVote(ctx, q.id, h, earlier(i) === "A" ? "B" : "A")),
    );
    again.forEach((result, i) => {
      expect(result).toMatchObject({ status: "already-voted", option: earlier(i) });
    });
    const spanned = new Set(await Promise.all(before.map((h) => shardOf(q.id, h, 4))));
    expect(spanned.size).toBe(4); // they span every shard

    const after = await voters("after", 40);
    expect(accepted(await Promise.all(after.map((h) => castVote(ctx, q.id, h, "B"))))).toBe(40);
    // An isolate still on the old setting sends these voters home, which knows the count by now: it
    // refuses a round holding a voter another shard owns, and counts nobody twice.
    const stale = await Promise.allSettled(after.map((h) => castVote(unsharded, q.id, h, "A")));
    for (const result of stale) {
      if (result.status === "fulfilled")
        expect(result.value).toMatchObject({ status: "already-voted", option: "B" });
      else expect(result.reason).toMatchObject({ message: expect.stringMatching(/reached shard 0/) });
    }
    expect(stale.some((r) => r.status === "rejected")).toBe(true);
    const elsewhere = await voterOfShard(q.id, "stale-first", 3, 4);
    await expect(castVote(unsharded, q.id, elsewhere, "B")).rejects.toThrow(
      /of shard 3 of 4 reached shard 0/,
    );
    expect(await castVote(ctx, q.id, elsewhere, "A")).toMatchObject({ status: "accepted" });
    const elsewhereStored = await stored(q.id, elsewhere);
    const atHome = await runInDurableObject(objectOf(q.id, 0), (_: QuestionVotes, state) =>
      state.storage.sql.exec("select count(*) as n from voters where voter = ?", elsewhereStored).one(),
    );
    expect(atHome.n).toBe(0);

    await writeBehindNow(q.id, 4);
    const beforeA = before.filter((_, i) => earlier(i) === "A").length;
    expect((await getQuestion(ctx, { id: q.id })).question).toMatchObject({
      votesA: beforeA + 1,
      votesB: 40 - beforeA + 40,
    });
  }, 60_000);

  it("stays exact while isolates on the old and the new setting race for the same new voters", async () => {
    const q = await firstQuestion("Movie");
    const ctx = shardedContext(q.id, 4);
    const seed = await voters("seed", 12);
    await Promise.all(seed.map((h) => castVote(unsharded, q.id, h, "A")));
    // Each voter twice at once, through both settings: first while the shards are still starting,
    // then once they have all joined home. Home counts a voter of another shard only until it
    // learns the count, and hands it over at that shard's join; after that it refuses the vote.
    const race = async (racers: string[]) => {
      const settled = await Promise.allSettled(
        racers.flatMap((h, i) => [
          castVote(i % 2 ? ctx : unsharded, q.id, h, "A"),
          castVote(i % 2 ? unsharded : ctx, q.id, h, "B"),
        ]),
      );
      for (const r of settled) {
        if (r.status === "rejected")
          expect(r.reason).toMatchObject({ message: expect.stringMatching(/reached shard 0/) });
      }
      return settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    };
    expect(accepted(await race(await voters("cold-racer", 80)))).toBe(80);
    expect(accepted(await race(await voters("warm-racer", 80)))).toBe(80);
    await writeBehindNow(q.id, 4);
    const read = await getQuestion(ctx, { id: q.id });
    expect(read.question.votesA + read.question.votesB).toBe(172);
    expect(await d1VoteCount(q.id)).toBe(172);
  }, 60_000);

  it("refuses to change a question's shard count once set", async () => {
    const q = await firstQuestion("Travel");
    await Promise.all((await voters("fixed", 8)).map((h) => castVote(shardedContext(q.id, 4), q.id, h, "A")));
    const homeVoterUnder8 = await voterOfShard(q.id, "regrow-home", 0, 8);
    const refusal = (voter: string) =>
      castVote(shardedContext(q.id, 8), q.id, voter, "A").catch((e: Error) => e);
    expect(await refusal(homeVoterUnder8)).toMatchObject({
      message: expect.stringMatching(/shard count cannot change to 8/),
    });
    const newShardVoter = await voterOfShard(q.id, "regrow-new", 5, 8);
    expect(await refusal(newShardVoter)).toMatchObject({
      message: expect.stringMatching(/shard count cannot change to 8/),
    });
  });

  it("refuses a caller on another count without failing the votes that reach home beside it", async () => {
    const q = await firstQuestion("Classics");
    const ctx = shardedContext(q.id, 4);
    expect(await castVote(ctx, q.id, await voterOfShard(q.id, "beside-first", 0, 4), "A")).toMatchObject({
      status: "accepted",
    });
    const home = objectOf(q.id, 0);
    const beside: string[] = [];
    for (let i = 0; beside.length < 10; i++) {
      const h = await stored(q.id, await voterHash(`beside-${i}`, unsharded.config.voterKeys.hash));
      if (shardIndexOf(h, 4) === 0) beside.push(h);
    }
    // Home's under a count of 3, another shard's under 4: whichever count its round were counted
    // with, one of the two callers would be wrong about it.
    let wrongCount = "";
    for (let i = 0; !wrongCount; i++) {
      const h = await stored(q.id, await voterHash(`beside-3-${i}`, unsharded.config.voterKeys.hash));
      if (shardIndexOf(h, 3) === 0 && shardIndexOf(h, 4) !== 0) wrongCount = h;
    }
    const [refused, ...results] = await Promise.allSettled([
      home.vote(q.id, wrongCount, "B", { index: 0, count: 3 }),
      ...beside.map((h) => home.vote(q.id, h, "A", { index: 0, count: 4 })),
    ]);
    expect(refused).toMatchObject({
      status: "rejected",
      reason: { message: expect.stringMatching(/shard count cannot change to 3/) },
    });
    expect(results.map((r) => r.status === "fulfilled" && r.value.status)).toEqual(
      beside.map(() => "accepted"),
    );
    expect(await ownCounts(q.id, 0, 4)).toEqual({ votesA: 11, votesB: 0 });
  });
});

describe("write-behind of a sharded question", () => {
  it("writes the summed counts and one row per voter to D1; writing twice changes nothing", async () => {
    const q = await firstQuestion("Food");
    const early = await voters("d1-early", 15);
    await Promise.all(early.map((h) => castVote(unsharded, q.id, h, "B")));
    const ctx = shardedContext(q.id, 4);
    const hashes = await voters("d1", 120);
    await Promise.all(hashes.map((h, i) => castVote(ctx, q.id, h, i % 4 === 0 ? "B" : "A")));
    // A shard's own alarm writes only rows; the counts are home's, after the shards have reported.
    for (const index of [1, 2, 3]) await runDurableObjectAlarm(objectOf(q.id, index));
    await writeBehindNow(q.id, 4);
    const expected = { votes_a: 90, votes_b: 30 + 15 };
    expect(await d1Question(q.id)).toMatchObject(expected);
    expect(await d1VoteCount(q.id)).toBe(135);
    const rows = await env.DB.prepare("select voter_hash, option from votes where question_id = ?")
      .bind(q.id)
      .all<{ voter_hash: string; option: VoteOption }>();
    const optionByVoter = new Map(rows.results.map((r) => [r.voter_hash, r.option]));
    for (const h of early) expect(optionByVoter.get(await stored(q.id, h))).toBe("B");
    for (const [i, h] of hashes.entries()) {
      expect(optionByVoter.get(await stored(q.id, h))).toBe(i % 4 === 0 ? "B" : "A");
    }

    // As a retried alarm would: every row unwritten again, on every object.
    for (const index of [0, 1, 2, 3]) {
      await runInDurableObject(objectOf(q.id, index), (_: QuestionVotes, state) => {
        state.storage.sql.exec("update meta set value = '0' where key = 'flushed_seq'");
      });
    }
    await writeBehindNow(q.id, 4);
    expect(await d1Question(q.id)).toMatchObject(expected);
    expect(await d1VoteCount(q.id)).toBe(135);

    // A shard's alarm writes its rows, never its own figure over the question's total.
    await castVote(ctx, q.id, await voterOfShard(q.id, "d1-late", 1, 4), "A");
    await runInDurableObject(objectOf(q.id, 1), (instance: QuestionVotes) => instance.alarm());
    const total = await d1Question(q.id);
    expect((total?.votes_a ?? 0) + (total?.votes_b ?? 0)).toBeGreaterThanOrEqual(135);
    expect(await d1VoteCount(q.id)).toBe(136);
    await writeBehindNow(q.id, 4);
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 91, votes_b: 45 });
  }, 60_000);
});

describe("the request path of a sharded question", () => {
  it("makes no D1 read on the vote path once home knows the question, not even for a shard's first vote", async () => {
    const q = await firstQuestion("Sports");
    const ctx = shardedContext(q.id, 4);
    const homeVoter = await voterOfShard(q.id, "path-home", 0, 4);
    expect(await castVote(ctx, q.id, homeVoter, "A")).toMatchObject({ status: "accepted" });
    await env.DB.exec("alter table questions rename to questions_away");
    try {
      const hashes = await voters("path", 60);
      const results = await Promise.all(hashes.map((h) => castVote(ctx, q.id, h, "B")));
      expect(accepted(results)).toBe(60);
      expect(results[0]).toMatchObject({ question: { id: q.id, questionText: q.questionText } });
      const repeats = await Promise.all(hashes.map((h) => castVote(ctx, q.id, h, "A")));
      expect(repeats.every((r) => r.status === "already-voted" && r.option === "B")).toBe(true);
    } finally {
      await env.DB.exec("alter table questions_away rename to questions");
    }
  }, 30_000);

  it("answers a vote with the question's counts, the other shards' at most ~2 s behind", async () => {
    const q = await firstQuestion("Technology");
    const ctx = shardedContext(q.id, 4);
    const early = await voterOfShard(q.id, "answer-early", 2, 4);
    expect(countsOf(await castVote(ctx, q.id, early, "B"))).toEqual({ votesA: 0, votesB: 1 });
    await Promise.all((await voters("answer", 40)).map((h) => castVote(ctx, q.id, h, "A")));
    await writeBehindNow(q.id, 4);
    // Shard 2 reported before shard 3 did; once its view is stale it asks home before answering.
    await new Promise((resolve) => setTimeout(resolve, OTHERS_STALE_MS + 100));
    const late = await voterOfShard(q.id, "answer-late", 2, 4);
    expect(countsOf(await castVote(ctx, q.id, late, "B"))).toEqual({ votesA: 40, votesB: 2 });
  }, 30_000);

  it("shows a page the voter's own choice, and counts with other shards' votes once they have reported", async () => {
    const q = await firstQuestion("Entertainment");
    const ctx = shardedContext(q.id, 4);
    const voter = await voterOfShard(q.id, "page", 1, 4);
    await castVote(ctx, q.id, voter, "B");
    const others = await voters("page-others", 30);
    await Promise.all(others.map((h) => castVote(ctx, q.id, h, "A")));

    const mine = await getQuestion(ctx, { id: q.id }, voter);
    expect(mine.yourVote).toBe("B");
    expect(mine.question.votesB).toBe(1); // the voter's own vote shows at once, before any report

    await writeBehindNow(q.id, 4);
    for (const reader of [voter, undefined, await voterOfShard(q.id, "page-home", 0, 4)]) {
      const read = await getQuestion(ctx, { id: q.id }, reader);
      expect(read.question).toMatchObject({ votesA: 30, votesB: 1 });
      expect(read.yourVote).toBe(reader === voter ? "B" : null);
    }
  }, 30_000);
});
