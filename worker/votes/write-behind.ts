import { createDb } from "../db/client";
import { flushVotes } from "../db/votes";
import { type Shard, sumCounts } from "./shards";
import { countsByShard, hasUnflushed, markFlushed, unflushedVotes } from "./vote-store";

// One JSON parameter carries them all (about 90 bytes a row; D1 takes values up to 2 MB).
const FLUSH_BATCH = 2000;

/**
 * One idempotent write to D1 (absolute counts, INSERT OR IGNORE rows). Home writes the question's
 * counts, summed over every shard, plus its rows; a shard writes only its rows, since its own figure
 * would overwrite the total. Returns whether unwritten rows remain.
 */
export async function writeBehind(
  sql: SqlStorage,
  d1: D1Database,
  questionId: string,
  shard: Shard,
): Promise<{ more: boolean }> {
  const pending = unflushedVotes(sql, FLUSH_BATCH);
  const counts = shard.index === 0 ? sumCounts(countsByShard(sql, shard)) : null;
  await flushVotes(createDb(d1), questionId, counts, pending.rows);
  markFlushed(sql, pending.lastSeq);
  return { more: hasUnflushed(sql) };
}
