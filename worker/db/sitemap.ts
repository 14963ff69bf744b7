import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { categories, questions } from "./schema";

// The sitemap's reads. Each is one statement whose cost follows what it returns, not the table size.

/** When a published question was first shown: its publication, or its creation for older rows. */
const shownAt = sql<number>`coalesce(${questions.publishedAt}, ${questions.createdAt})`.mapWith(Number);

/**
 * Each category with the creation time of its newest published question: one seek per category
 * in questions_status_category_created_idx (the publication time is in no index, so it is not used).
 */
export function categoryNewest(db: Database) {
  return db
    .select({
      name: categories.name,
      // Spelled out: inside a select list, drizzle names the outer column without its table.
      newestAt: sql<number | null>`(
        select q.created_at from questions q
        where q.status = 'published' and q.category = categories.name
        order by q.created_at desc limit 1
      )`,
    })
    .from(categories)
    .orderBy(categories.sortOrder);
}

/** Every published question: only while the whole site fits one sitemap (at most 50,000 rows). */
export function allPublishedSlugs(db: Database) {
  return db
    .select({ slug: questions.slug, shownAt })
    .from(questions)
    .where(sql`${questions.status} = 'published'`);
}

/**
 * Published questions in a rowid range. The unary + keeps SQLite from picking a status index and
 * filtering the whole table: the plan is a range scan of the rowid b-tree, whatever the part.
 */
export function publishedSlugsInRange(db: Database, afterRowid: number, upToRowid: number) {
  return db
    .select({ slug: questions.slug, shownAt })
    .from(questions)
    .where(
      sql`${questions}.rowid > ${afterRowid} and ${questions}.rowid <= ${upToRowid} and +${questions.status} = 'published'`,
    );
}

/** The highest rowid in use: the end of the last part. One step down the table's b-tree. */
export function lastQuestionRowid(db: Database) {
  return db.select({ last: sql<number | null>`max(${questions}.rowid)` }).from(questions);
}
