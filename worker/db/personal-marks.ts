import { and, inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { likes, reports, votes } from "./schema";
import { anyOf } from "./votes";

/**
 * Whether a visitor has voted on (as D1 holds it, ~1 s behind the objects), liked or reported any of
 * these questions, given their stored hash for each (worker/services/question-voters.ts): one batch.
 */
export async function hasAnyMark(
  db: Database,
  questionIds: readonly string[],
  hashes: readonly string[],
): Promise<boolean> {
  const found = { one: sql<number>`1` };
  const [voted, liked, reported] = await db.batch([
    db
      .select(found)
      .from(votes)
      .where(inArray(votes.voterHash, anyOf(hashes)))
      .limit(1),
    db
      .select(found)
      .from(likes)
      .where(inArray(likes.voterHash, anyOf(hashes)))
      .limit(1),
    db
      .select(found)
      .from(reports)
      .where(and(inArray(reports.questionId, anyOf(questionIds)), inArray(reports.voterHash, anyOf(hashes))))
      .limit(1),
  ]);
  return voted.length + liked.length + reported.length > 0;
}
