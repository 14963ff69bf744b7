import { sql } from "drizzle-orm";
import type { Database } from "./client";

export type SiteCounts = { questions: number; votes: number; categories: number };

/**
 * The site's headline counts in one statement: published questions, every vote written to D1
 * (a retired question's votes were cast too), and categories.
 */
export async function siteCounts(db: Database): Promise<SiteCounts> {
  const row = await db.get<SiteCounts>(sql`
    select
      (select count(*) from questions where status = 'published') as questions,
      (select coalesce(sum(votes_a + votes_b), 0) from questions) as votes,
      (select count(*) from categories) as categories`);
  return row ?? { questions: 0, votes: 0, categories: 0 };
}
