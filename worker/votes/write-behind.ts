import { createDb } from "#worker/db/client.ts";
import { flushVotes } from "#worker/votes/vote-rows.ts";
import { injectFault } from "./injected-faults";
import { type Shard, sumCounts } from "./shards";
import { countsByShard, hasUnflushed, markFlushed, unflushedVotes } from "./vote-store";

// One JSON parameter carries them all (about 90 bytes a row; D1 takes values up to 2 MB).
const FLUSH_BATCH = 2000;

/** "d1-failed": D1 refused the batch and nothing was marked written, so the same rows go again later. */
export type WriteBehindResult = "done" | "more" | "d1-failed";

/**
 * One idempotent write to D1 (absolute counts, INSERT OR IGNORE rows). Home writes the question's
 * counts, summed over every shard, plus its rows; a shard writes only its rows, since its own figure
 * would overwrite the total. Says whether unwritten rows remain.
 */
export async function writeBehind(
  sql: SqlStorage,
  env: Cloudflare.Env,
  questionId: string,
  shard: Shard,
): Promise<WriteBehindResult> {
  const pending = unflushedVotes(sql, FLUSH_BATCH);
  const counts = shard.index === 0 ? sumCounts(countsByShard(sql, shard)) : null;
  try {
    await injectFault(env, "d1-write");
    await flushVotes(createDb(env.DB), questionId, counts, pending.rows);
  } catch (error) {
    console.error("vote flush to D1 failed; retrying with backoff", questionId, error);
    return "d1-failed";
  }
  // Not caught: a failure from here on is not D1 being down. If it strikes after D1 took the
  // batch, the rows go again on the retry, which the idempotent write makes harmless.
  await injectFault(env, "after-d1-write");
  markFlushed(sql, pending.lastSeq);
  return hasUnflushed(sql) ? "more" : "done";
}
