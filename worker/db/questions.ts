import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { toMatchQuery } from "../../app/lib/search";
import type { Sort } from "../../app/lib/sort";
import type { Database } from "./client";
import { type QuestionRow, questions } from "./schema";

export type ListOptions = { category?: string; sort: Sort; limit: number; page: number; search?: string };

function listFilter(options: Pick<ListOptions, "category" | "search">): SQL | undefined {
  const conditions: SQL[] = [eq(questions.status, "published")];
  if (options.category) conditions.push(eq(questions.category, options.category));
  const match = options.search ? toMatchQuery(options.search) : undefined;
  if (match) {
    conditions.push(
      sql`${questions}.rowid in (select rowid from questions_fts where questions_fts match ${match})`,
    );
  }
  return and(...conditions);
}

function ordering(sort: Sort): SQL[] {
  if (sort === "hottest") return [desc(questions.votesTotal), desc(questions.createdAt), asc(questions.id)];
  if (sort === "random") return [sql`random()`];
  return [desc(questions.createdAt), asc(questions.id)];
}

export async function listPublished(db: Database, options: ListOptions) {
  const where = listFilter(options);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(...ordering(options.sort))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: sql<number>`count(*)` }).from(questions).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findPublished(db: Database, by: { id: string } | { slug: string }) {
  const key = "id" in by ? eq(questions.id, by.id) : eq(questions.slug, by.slug);
  const [row] = await db
    .select()
    .from(questions)
    .where(and(key, eq(questions.status, "published")))
    .limit(1);
  return row;
}

export async function findPublishedByIds(db: Database, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(questions)
    .where(and(inArray(questions.id, ids), eq(questions.status, "published")));
}

export async function topPublished(db: Database, count: number) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.status, "published"))
    .orderBy(...ordering("hottest"))
    .limit(count);
}

export async function slugsStartingWith(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: questions.slug })
    .from(questions)
    // A range on the unique index: "base-" up to "base." ('.' sorts right after '-'). D1 refuses long LIKE patterns.
    .where(
      sql`${questions.slug} = ${base} or (${questions.slug} >= ${`${base}-`} and ${questions.slug} < ${`${base}.`})`,
    );
  return new Set(rows.map((r) => r.slug));
}

export async function dedupeKeyExists(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.dedupeKey, key))
    .limit(1);
  return row !== undefined;
}

export async function insertQuestion(db: Database, row: typeof questions.$inferInsert) {
  await db.insert(questions).values(row);
}
