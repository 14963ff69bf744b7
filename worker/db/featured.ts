import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { featuredDays, questions } from "./schema";

/** The day's question row, if one has been picked and is still published (a query for a batch). */
export function featuredRowFor(db: Database, day: string) {
  return db
    .select({ question: questions })
    .from(featuredDays)
    .innerJoin(questions, eq(questions.id, featuredDays.questionId))
    .where(and(eq(featuredDays.day, day), eq(questions.status, "published")))
    .limit(1);
}

/**
 * Picks the day's question: never featured before if any such remains, else the one featured
 * longest ago. Mature categories are left out because the home page is for families. A pick
 * hidden or retired since is dropped first, so the day gets another one instead of none.
 * INSERT OR IGNORE on the day key makes concurrent first visitors of a day agree on one pick.
 */
export async function chooseFeaturedQuestion(db: Database, day: string): Promise<string | undefined> {
  // Query builders rather than db.run: drizzle's D1 batch cannot bind the parameters of raw statements.
  const dropUnpublished = db
    .delete(featuredDays)
    .where(
      and(
        eq(featuredDays.day, day),
        sql`${featuredDays.questionId} not in (select id from questions where status = 'published')`,
      ),
    );
  const pick = db
    .insert(featuredDays)
    .select(sql`
      select ${day}, q.id from questions q
      join categories c on c.name = q.category and c.mature = 0
      left join (select question_id, max(day) as last_day from featured_days group by question_id) f
        on f.question_id = q.id
      where q.status = 'published'
      order by f.last_day is not null, f.last_day, random()
      limit 1`)
    .onConflictDoNothing();
  const [, , [row]] = await db.batch([
    dropUnpublished,
    pick,
    db.select().from(featuredDays).where(eq(featuredDays.day, day)).limit(1),
  ]);
  return row?.questionId;
}
