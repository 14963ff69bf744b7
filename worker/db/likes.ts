import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { likes } from "./schema";

export async function likeState(db: Database, questionId: string, voterHash?: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`,
      liked: voterHash ? sql<number>`coalesce(sum(${likes.voterHash} = ${voterHash}), 0)` : sql<number>`0`,
    })
    .from(likes)
    .where(eq(likes.questionId, questionId));
  return { count: row?.count ?? 0, liked: (row?.liked ?? 0) > 0 };
}

/** Likes or unlikes; the primary key keeps it to one like per browser whatever the timing. */
export async function setLike(db: Database, questionId: string, voterHash: string, liked: boolean) {
  if (liked) {
    await db.insert(likes).values({ questionId, voterHash, createdAt: new Date() }).onConflictDoNothing();
  } else {
    await db.delete(likes).where(and(eq(likes.questionId, questionId), eq(likes.voterHash, voterHash)));
  }
}
