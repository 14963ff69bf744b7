import type { VoteOption, VoteOutcome } from "#domain/vote.ts";
import { shardCountFor } from "#worker/config.ts";
import { hashFor } from "#worker/votes/question-voters.ts";
import type { Snapshot } from "#worker/votes/question-votes.ts";
import { mergeSnapshots, shardIndexOf, shardName } from "#worker/votes/shards.ts";
import type { AppContext } from "./context";

/** The question's home object: its likes gate, its summed counts, and every vote of an unsharded question. */
export function voteObject(ctx: AppContext, questionId: string) {
  return shardObject(ctx, questionId, 0);
}

function shardObject(ctx: AppContext, questionId: string, index: number) {
  return ctx.votes.get(ctx.votes.idFromName(shardName(questionId, index)));
}

/**
 * Records one vote with one call to the object that owns this voter (the home object unless the
 * question is sharded), which decides atomically whether this voter is new; a repeat comes back as
 * "already-voted" with the earlier choice. `voter` is the visitor's root hash; the object sees only
 * their hash for this question.
 */
export async function castVote(
  ctx: AppContext,
  questionId: string,
  voter: string,
  option: VoteOption,
): Promise<VoteOutcome> {
  const voterHash = await hashFor(ctx, questionId, voter);
  const count = shardCountFor(ctx.config, questionId);
  const index = shardIndexOf(voterHash, count);
  // Awaited here, so a refusal has its handler at once: a returned promise is adopted a tick later,
  // and the runtime reports a rejection left that long as unhandled.
  return await shardObject(ctx, questionId, index).vote(questionId, voterHash, option, { index, count });
}

/**
 * Live counts and the voter's choice: one object call, or for a voter of a sharded question two in
 * parallel (home for the counts, the voter's shard for the choice and its own up-to-date counts).
 */
export async function liveSnapshot(ctx: AppContext, questionId: string, voter?: string): Promise<Snapshot> {
  const voterHash = voter ? await hashFor(ctx, questionId, voter) : undefined;
  const count = shardCountFor(ctx.config, questionId);
  const index = voterHash ? shardIndexOf(voterHash, count) : 0;
  // Awaited, as in castVote, so a refusal is handled here rather than reported as unhandled.
  if (index === 0) return await voteObject(ctx, questionId).snapshot(voterHash);
  const [home, voterShard] = await Promise.all([
    voteObject(ctx, questionId).snapshot(),
    shardObject(ctx, questionId, index).snapshot(voterHash, { questionId, index, count }),
  ]);
  return mergeSnapshots(home, voterShard);
}

/**
 * Makes the question's objects (home and every shard that has counted for it) read its status
 * from D1 now: call it after hiding, restoring, publishing-again or editing a question, so votes
 * and likes follow at once instead of within QUESTION_RECHECK_MS.
 */
export function refreshQuestionStatus(ctx: AppContext, questionId: string): Promise<void> {
  return voteObject(ctx, questionId).refreshQuestion(questionId);
}
