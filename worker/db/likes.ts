import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { likes, questions } from "./schema";

/** Like count and whether this voter likes it, for the published question with this id or slug. */
export function likeStateQuery(db: Database, by: { id: string } | { slug: string }, voterHash?: string) {
  const questionId: SQL | string =
    "id" in by ? by.id : sql`(select ${questions.id} from ${questions} where ${questions.slug} = ${by.slug})`;
  // Named columns: in a batch, D1 answers rows as objects, and an unnamed `0` column would be a key
  // JavaScript orders first, which swapped the two figures.
  return db
    .select({
      count: sql<number>`count(*)`.as("like_count"),
      liked: (voterHash
        ? sql<number>`coalesce(sum(${likes.voterHash} = ${voterHash}), 0)`
        : sql<number>`0`
      ).as("liked_by_voter"),
    })
    .from(likes)
    .where(eq(likes.questionId, questionId));
}

/** Whether the voter with this hash for the question likes it (a query for a batch). */
export function likedQuery(db: Database, questionId: string, voterHash: string) {
  return db
    .select({ liked: sql<number>`1` })
    .from(likes)
    .where(and(eq(likes.questionId, questionId), eq(likes.voterHash, voterHash)))
    .limit(1);
}

export type LikeState = { count: number; liked: boolean };

export function toLikeState(rows: { count: number; liked: number }[]): LikeState {
  const [row] = rows;
  return { count: row?.count ?? 0, liked: (row?.liked ?? 0) > 0 };
}

/** Likes or unlikes, then reads the new state, in one round trip; the primary key keeps one like per browser. */
export async function setLike(db: Database, questionId: string, voterHash: string, liked: boolean) {
  const write = liked
    ? db.insert(likes).values({ questionId, voterHash, createdAt: new Date() }).onConflictDoNothing()
    : db.delete(likes).where(and(eq(likes.questionId, questionId), eq(likes.voterHash, voterHash)));
  const [, state] = await db.batch([write, likeStateQuery(db, { id: questionId }, voterHash)]);
  return toLikeState(state);
}
