import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { toMatchQuery } from "#domain/search.ts";
import type { Sort } from "#domain/sort.ts";
import type { Database } from "./client";
import { questions } from "./schema";
import { inText, inTextWithStatus } from "./search-match";

// Most functions here return unexecuted queries, so a loader can send all of its reads to D1 in
// one `db.batch` round trip; `first` and `all` run one on its own.

export type ListOptions = {
  category?: string;
  sort: Sort;
  limit: number;
  page: number;
  search?: string;
  /** Makes "random" a fixed shuffle, so the rows and the visitor's choices among them agree. */
  seed?: number;
};

const published = eq(questions.status, "published");

function listFilter(options: Pick<ListOptions, "category" | "search">): SQL | undefined {
  const conditions: SQL[] = [published];
  if (options.category) conditions.push(eq(questions.category, options.category));
  const match = options.search ? toMatchQuery(options.search) : undefined;
  if (match) {
    conditions.push(
      sql`${questions}.rowid in (select rowid from questions_fts where questions_fts match ${inText(match)})`,
    );
  }
  return and(...conditions);
}

function ordering(sort: Sort, seed = 1): SQL[] {
  if (sort === "hottest") return [desc(questions.votesTotal), desc(questions.createdAt), asc(questions.id)];
  // A multiplicative hash of the rowid: a different order for every seed, the same one for a seed.
  if (sort === "random") return [sql`((${questions}.rowid + ${seed}) * 2654435761) % 4294967291`];
  return [desc(questions.createdAt), asc(questions.id)];
}

export const randomSeed = () => Math.floor(Math.random() * 1_000_000_000);

const offsetOf = (options: ListOptions) => (options.page - 1) * options.limit;

export function listRows(db: Database, options: ListOptions) {
  const match = options.search ? toMatchQuery(options.search) : undefined;
  if (match) {
    return db
      .select()
      .from(questions)
      .where(inArray(questions.id, sql`(${searchPageIds(options, match)})`))
      .orderBy(...ordering(options.sort, options.seed));
  }
  return db
    .select()
    .from(questions)
    .where(listFilter(options))
    .orderBy(...ordering(options.sort, options.seed))
    .limit(options.limit)
    .offset(offsetOf(options));
}

/** Up to this many matches, a search's page is read from its matches; past it, from the index. */
const FEW_MATCHES = 500;

/**
 * The ids on one page of a search. SQLite finds a page of `rowid in (matches)` in one of two ways
 * and cannot choose by how many matches there are: walking the date or votes index and checking
 * each row is quick when matches are common, but reads every row for a rare word (decision 0013);
 * reading the matches and sorting them is the reverse. Both are written here, and the
 * slow one gets LIMIT 0, which SQLite answers without running it. Which is slow is told by counting
 * the matches in the index, up to FEW_MATCHES + 1 (decision 0013).
 */
function searchPageIds(options: ListOptions, match: string): SQL {
  const matching = inText(match);
  const matches = sql`(select rowid from questions_fts where questions_fts match ${matching})`;
  const countUpTo = sql`select count(*) from (select 1 from questions_fts where questions_fts match ${matching} limit ${FEW_MATCHES + 1})`;
  // Both plans ask; materialised, the count is taken once.
  const few = sql`(select yes from few)`;
  const order = sql.join(ordering(options.sort, options.seed), sql`, `);
  const page = (limit: SQL) => sql`order by ${order} limit ${limit} offset ${offsetOf(options)}`;
  // A unary plus keeps SQLite from using an index for that column, so it starts from the matches.
  const inCategory = (indexed: boolean) =>
    options.category
      ? sql` and ${indexed ? sql`` : sql`+`}${questions.category} = ${options.category}`
      : sql``;
  const fromMatches = sql`select ${questions.id} from ${questions}
    where +${questions.status} = 'published'${inCategory(false)} and ${questions}.rowid in ${matches}
    ${page(sql`(case when ${few} then ${options.limit} else 0 end)`)}`;
  const fromIndex = sql`select ${questions.id} from ${questions}
    where ${questions.status} = 'published'${inCategory(true)} and ${questions}.rowid in ${matches}
    ${page(sql`(case when ${few} then 0 else ${options.limit} end)`)}`;
  return sql`with few(yes) as materialized (select (${countUpTo}) <= ${FEW_MATCHES})
    select id from (${fromMatches}) union all select id from (${fromIndex})`;
}

export function countRows(db: Database, options: Pick<ListOptions, "category" | "search">) {
  const total = { total: sql<number>`count(*)` };
  const match = options.search ? toMatchQuery(options.search) : undefined;
  // A search of every category is counted inside the full-text index: checking each match against
  // the questions table is slow for a common word in a large catalogue (decision 0013).
  if (match && !options.category) {
    return db
      .select(total)
      .from(sql`questions_fts`)
      .where(sql`questions_fts match ${inTextWithStatus(["published"], match)}`);
  }
  return db.select(total).from(questions).where(listFilter(options));
}

/**
 * Ids of the first `perCategory` questions of each category, in one statement: for each category
 * row a small indexed read, which stays fast at any catalogue size (a window function would rank
 * every published row, and D1 allows too few UNION terms for one per category).
 */
function sectionIds(categories: string[], sort: Sort, perCategory: number) {
  const order =
    sort === "hottest" ? sql`s.votes_total desc, s.created_at desc, s.id` : sql`s.created_at desc, s.id`;
  const names = sql.join(
    categories.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`select q.id from categories c join questions q on q.id in (
    select s.id from questions s where s.status = 'published' and s.category = c.name order by ${order} limit ${perCategory}
  ) where c.name in (${names})`;
}

export function sectionRows(db: Database, categories: string[], sort: Sort, perCategory: number) {
  return db
    .select()
    .from(questions)
    .where(inArray(questions.id, sql`(${sectionIds(categories, sort, perCategory)})`));
}

/** Every published question's id: what a returning voter's answers across the catalogue are found by. */
export function publishedIds(db: Database) {
  return db.select({ id: questions.id }).from(questions).where(published);
}

export function publishedBy(db: Database, by: { id: string } | { slug: string }) {
  const key = "id" in by ? eq(questions.id, by.id) : eq(questions.slug, by.slug);
  return db.select().from(questions).where(and(key, published)).limit(1);
}

export async function findPublished(db: Database, by: { id: string } | { slug: string }) {
  const [row] = await publishedBy(db, by);
  return row;
}

/** Another random question from the same category as the one with this slug. */
export function otherInSameCategory(db: Database, slug: string) {
  const category = sql`(select category from questions where slug = ${slug})`;
  return db
    .select({
      slug: questions.slug,
      questionText: questions.questionText,
      questionTextZh: questions.questionTextZh,
    })
    .from(questions)
    .where(and(published, sql`${questions.category} = ${category}`, ne(questions.slug, slug)))
    .orderBy(sql`random()`)
    .limit(1);
}

export function topRows(db: Database, count: number) {
  return db
    .select()
    .from(questions)
    .where(published)
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

// The reads a submission needs, as unexecuted queries so the service sends them in one round trip.

export function withDedupeKey(db: Database, key: string) {
  return db.select({ id: questions.id }).from(questions).where(eq(questions.dedupeKey, key)).limit(1);
}

export function slugsFrom(db: Database, base: string) {
  return db
    .select({ slug: questions.slug })
    .from(questions)
    .where(
      sql`${questions.slug} = ${base} or (${questions.slug} >= ${`${base}-`} and ${questions.slug} < ${`${base}.`})`,
    );
}

/**
 * Published and pending questions sharing words with a new one, best full-text matches first: the
 * candidates the near-duplicate check compares. Without a query (no telling words) it finds none.
 */
export function similarCandidates(db: Database, match: string | undefined, limit = 30) {
  const statuses = ["published", "pending"] as const;
  const matching = match
    ? sql`${questions}.rowid in (select rowid from questions_fts where questions_fts match ${inTextWithStatus(statuses, match)} order by rank limit ${limit})`
    : sql`0`;
  return db
    .select({ slug: questions.slug, status: questions.status, questionText: questions.questionText })
    .from(questions)
    .where(and(inArray(questions.status, statuses), matching));
}

/** The question behind an anonymous submitter's status link, whatever became of it. */
export function byStatusTokenHash(db: Database, hash: string) {
  return db
    .select({
      slug: questions.slug,
      questionText: questions.questionText,
      optionA: questions.optionA,
      optionB: questions.optionB,
      category: questions.category,
      status: questions.status,
      rejectionReason: questions.rejectionReason,
      rejectionNote: questions.rejectionNote,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .where(eq(questions.statusTokenHash, hash))
    .limit(1);
}
