import { inArray } from "drizzle-orm";
import { anyOf } from "#worker/db/any-of.ts";
import type { Database } from "#worker/db/client.ts";
import { votes } from "#worker/db/schema.ts";

export type VoteRow = { voterHash: string; option: "A" | "B"; createdAt: number };

/**
 * Writes a question's absolute counts (when given) and a batch of vote rows in one D1 batch (one
 * transaction). Absolute counts and INSERT OR IGNORE make it idempotent: running it twice changes
 * nothing. A shard of a hot question passes no counts: only home knows the sum over all shards.
 * Rows for a question that no longer exists are dropped instead of failing the whole batch.
 */
export async function flushVotes(
  db: Database,
  questionId: string,
  counts: { votesA: number; votesB: number } | null,
  rows: VoteRow[],
) {
  // Raw D1 statements: drizzle's batch cannot carry the multi-row INSERT ... SELECT below.
  const d1 = db.$client;
  const statements: D1PreparedStatement[] = [];
  if (counts) {
    statements.push(
      d1
        .prepare("update questions set votes_a = ?, votes_b = ? where id = ?")
        .bind(counts.votesA, counts.votesB, questionId),
    );
  }
  if (rows.length > 0) {
    // All rows as one JSON parameter: D1 binds at most 100 parameters, and one statement per
    // flush costs less than one per 30 rows.
    const json = JSON.stringify(rows.map((r) => [r.voterHash, r.option, r.createdAt]));
    statements.push(
      d1
        .prepare(
          `insert or ignore into votes (question_id, voter_hash, option, created_at)
           select ?1, value ->> 0, value ->> 1, value ->> 2 from json_each(?2)
           where exists (select 1 from questions where id = ?1)`,
        )
        .bind(questionId, json),
    );
  }
  if (statements.length > 0) await d1.batch(statements);
}

/**
 * The votes stored under any of these per-question voter hashes. They come as one JSON parameter
 * (D1 binds at most 100), and each is looked up in the voter index.
 */
export function votesByHashes(db: Database, hashes: readonly string[]) {
  return db
    .select({ questionId: votes.questionId, option: votes.option })
    .from(votes)
    .where(inArray(votes.voterHash, anyOf(hashes)));
}
