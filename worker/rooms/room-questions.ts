import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "#worker/db/client.ts";
import { questions } from "#worker/db/schema.ts";

const published = eq(questions.status, "published");

/**
 * `count` random published questions of a category, or of every category that is not for grown-ups
 * only. `random()` reads every matching row; a room is started a few times an hour, not per vote.
 */
export function randomForRoom(db: Database, pick: { category?: string; count: number }) {
  const conditions: SQL[] = [published];
  if (pick.category) conditions.push(eq(questions.category, pick.category));
  else conditions.push(sql`${questions.category} in (select name from categories where mature = 0)`);
  return db
    .select()
    .from(questions)
    .where(and(...conditions))
    .orderBy(sql`random()`)
    .limit(pick.count);
}

export function publishedWithSlugs(db: Database, slugs: string[]) {
  return db
    .select()
    .from(questions)
    .where(and(published, inArray(questions.slug, slugs)));
}
