// Pure rules of sharding, shared by the worker (routing) and the objects (checking, summing).
// Why it stays exact is argued in docs/decisions/0003-sharded-hot-questions.md and 0017.
import type { Counts, Snapshot } from "./question-votes";

/** Which of how many objects hold a question's votes; index 0 is the question's original ("home") object. */
export type Shard = { index: number; count: number };
export type ShardAddress = Shard & { questionId: string };

export const UNSHARDED: Shard = { index: 0, count: 1 };

/**
 * The shard that owns a voter, for good: voter hashes are hex HMACs, so their first 32 bits are
 * uniform. Anything else (never produced by `voterHash`) lives at home.
 */
export function shardIndexOf(voterHash: string, count: number): number {
  if (count <= 1) return 0;
  const head = Number.parseInt(voterHash.slice(0, 8), 16);
  return Number.isNaN(head) ? 0 : head % count;
}

/** Question ids never contain "#", so a shard's name cannot collide with another question's home. */
export function shardName(questionId: string, index: number): string {
  return index === 0 ? questionId : `${questionId}#${index}`;
}

export function sumCounts(byShard: readonly Counts[]): Counts {
  let votesA = 0;
  let votesB = 0;
  for (const part of byShard) {
    votesA += part.votesA;
    votesB += part.votesB;
  }
  return { votesA, votesB };
}

/**
 * Each shard's counts only grow, so of two reports of the same shard the larger is the newer:
 * merging views by the larger figure per shard (and per option) never loses a vote or counts one twice.
 */
export function freshestCounts(a: readonly Counts[], b: readonly Counts[]): Counts[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => ({
    votesA: Math.max(a[i]?.votesA ?? 0, b[i]?.votesA ?? 0),
    votesB: Math.max(a[i]?.votesB ?? 0, b[i]?.votesB ?? 0),
  }));
}

export function toSnapshot(byShard: Counts[], yourVote: Snapshot["yourVote"]): Snapshot {
  return { ...sumCounts(byShard), yourVote, byShard };
}

/** Home's view (fresh for home, ~1 s behind for the rest) merged with the voter's shard's own view. */
export function mergeSnapshots(home: Snapshot, voterShard: Snapshot): Snapshot {
  return toSnapshot(freshestCounts(home.byShard, voterShard.byShard), voterShard.yourVote ?? home.yourVote);
}
