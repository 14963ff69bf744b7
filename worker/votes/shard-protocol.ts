// How a hot question's home object and its shards talk; why each step keeps one vote per voter
// exact is argued in docs/decisions/0003-sharded-hot-questions.md and 0017.
import type { Counts, QuestionInfo, QuestionVotes } from "./question-votes";
import type { Shard } from "./shards";
import {
  countsByShard,
  createSchema,
  importVotersCountedAtHome,
  readMeta,
  rememberShardCounts,
  writeMeta,
} from "./vote-store";

type HomeStub = DurableObjectStub<QuestionVotes>;

/** Where a stored object sits: home is index 0 with count 1 until sharding starts. */
export function storedShard(sql: SqlStorage): Shard {
  return {
    index: Number(readMeta(sql, "shard_index") ?? 0),
    count: Number(readMeta(sql, "shard_count") ?? 1),
  };
}

/**
 * Home records the shard count once and refuses another: a voter's shard must never change, or a
 * voter could be counted by two objects. Returns home's place with the count.
 */
export function adoptShardCount(sql: SqlStorage, home: Shard, count: number, questionId: string): Shard {
  if (count === home.count) return home;
  if (home.count !== 1) {
    throw new Error(
      `Question ${questionId} is split over ${home.count} objects; its shard count cannot change to ${count}.`,
    );
  }
  writeMeta(sql, { shard_count: String(count) });
  return { index: 0, count };
}

export function assertCallsHome(self: Shard, caller: Shard) {
  if (self.index !== 0 || caller.index < 1 || caller.index >= caller.count) {
    throw new Error(`Shard ${caller.index} of ${caller.count} must talk to its question's home object.`);
  }
}

/**
 * A shard's first step, run while it takes no other call: home fixes the count and hands over the
 * voters it already counted for this shard; they are stored as voted (so they answer "already
 * voted") but not counted again. The question comes with them, so a shard never reads D1 for it.
 */
export async function joinHome(
  storage: DurableObjectStorage,
  home: HomeStub,
  questionId: string,
  shard: Shard,
): Promise<QuestionInfo | undefined> {
  const joined = await home.joinShards(questionId, shard);
  const info = joined.question;
  if (!info) return undefined;
  storage.transactionSync(() => {
    createSchema(storage.sql);
    writeMeta(storage.sql, {
      question_id: info.id,
      question: JSON.stringify(info),
      shard_index: String(shard.index),
      shard_count: String(shard.count),
    });
    importVotersCountedAtHome(storage.sql, joined.voters);
    rememberShardCounts(storage.sql, shard, joined.byShard);
  });
  return info;
}

/** How stale a shard's view of the other shards may get before a vote makes it ask home. */
export const OTHERS_STALE_MS = 2000;

/** A shard's line to its home: it reports its counts there and hears everyone else's back. */
export class HomeLink {
  private hearing: Promise<void> | undefined;

  constructor(
    private readonly sql: SqlStorage,
    private readonly home: HomeStub,
    private readonly questionId: string,
    private readonly shard: Shard,
    private heardAt = 0,
  ) {}

  /** From the shard's alarm; false when home did not answer (the alarm retries). */
  async report(): Promise<boolean> {
    try {
      const own: Counts = countsByShard(this.sql, this.shard)[this.shard.index] ?? { votesA: 0, votesB: 0 };
      this.heard(await this.home.reportShard(this.questionId, this.shard, own));
      return true;
    } catch (error) {
      console.error("shard report failed; retrying", this.questionId, error);
      return false;
    }
  }

  /** Before a vote's answer: a busy shard hears from its alarm every second, a quiet one asks here. */
  async hearIfStale() {
    if (Date.now() - this.heardAt < OTHERS_STALE_MS) return;
    this.hearing ??= this.home
      .snapshot()
      .then((snapshot) => this.heard(snapshot.byShard))
      .catch((error) => console.error("home did not answer; using older counts", this.questionId, error))
      .finally(() => {
        this.hearing = undefined;
      });
    await this.hearing;
  }

  private heard(byShard: Counts[]) {
    rememberShardCounts(this.sql, this.shard, byShard);
    this.heardAt = Date.now();
  }
}
