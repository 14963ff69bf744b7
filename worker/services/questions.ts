import { SPLIT_LIST_SIZE } from "../../app/lib/limits";
import type { Question } from "../../app/lib/question";
import type { Sort } from "../../app/lib/sort";
import { chooseFeaturedQuestion, featuredRowFor } from "../db/featured";
import { likeStateQuery, toLikeState } from "../db/likes";
import {
  choicesIn,
  choicesInSections,
  countRows,
  findPublished,
  type ListOptions,
  listRows,
  otherInSameCategory,
  publishedBy,
  randomSeed,
  sectionRows,
  topRows,
} from "../db/questions";
import { reportedByQuery } from "../db/reports";
import type { QuestionRow } from "../db/schema";
import { splitRows } from "../db/splits";
import type { VoteOption } from "../votes/question-votes";
import { findCategory, listCategories } from "./categories";
import type { AppContext } from "./context";
import { notFound, ServiceError } from "./errors";
import { toQuestion } from "./question-shape";
import { liveSnapshot } from "./votes";

// Every read here is at most one D1 round trip (one `db.batch`) plus the object calls it needs.

export type QuestionWithVote = { question: Question; yourVote: VoteOption | null };
export type Choices = Record<string, VoteOption>;
export type ListQuery = Omit<ListOptions, "seed">;

const toChoices = (rows: { questionId: string; option: VoteOption }[]): Choices =>
  Object.fromEntries(rows.map((r) => [r.questionId, r.option]));

/**
 * The number of published questions in a category (or all), from the categories kept in memory:
 * counting at read time would scan every matching row, which grows with the catalogue.
 */
async function knownTotal(ctx: AppContext, category: string | undefined): Promise<number | undefined> {
  const categories = await listCategories(ctx);
  if (!category) return categories.reduce((sum, c) => sum + c.questionCount, 0);
  return categories.find((c) => c.name === category)?.questionCount;
}

/**
 * One page of published questions, their total, and the visitor's choices among them, in one
 * round trip. `category` must be an exact category name the caller already knows. Only a search
 * is counted in D1; other totals come from memory and may trail by up to a minute.
 */
export async function listPublishedQuestions(ctx: AppContext, query: ListQuery, voterHash?: string) {
  const { db } = ctx;
  const options: ListOptions = { ...query, seed: randomSeed() };
  const known = options.search ? undefined : await knownTotal(ctx, options.category);
  const count = known === undefined ? countRows(db, options) : undefined;
  const choices = voterHash ? choicesIn(db, voterHash, options) : undefined;
  // drizzle types a batch by its literal tuple; this one is built from what the page needs.
  const batch = [listRows(db, options), count, choices].filter((q) => q !== undefined);
  const results: readonly unknown[] = await db.batch(batch as unknown as Parameters<typeof db.batch>[0]);
  const rows = results[0] as QuestionRow[];
  const total = count ? ((results[1] as { total: number }[])[0]?.total ?? 0) : (known ?? 0);
  const chosen = choices ? (results.at(-1) as { questionId: string; option: VoteOption }[]) : [];
  return { questions: rows.map(toQuestion), total, votes: toChoices(chosen) };
}

/** Like listPublishedQuestions, for outside input: the category may be a name or slug in any case. */
export async function listQuestions(ctx: AppContext, query: ListQuery) {
  if (!query.category) return listPublishedQuestions(ctx, query);
  const found = await findCategory(ctx, query.category);
  if (!found) throw notFound(`There is no category called "${query.category}".`);
  return listPublishedQuestions(ctx, { ...query, category: found.name });
}

/** The first `perCategory` questions of each category, in one statement, plus the visitor's choices. */
export async function categorySections(
  ctx: AppContext,
  categories: string[],
  sort: Sort,
  perCategory: number,
  voterHash?: string,
) {
  const { db } = ctx;
  const reads = [
    sectionRows(db, categories, sort, perCategory),
    splitRows(db, "divided", SPLIT_LIST_SIZE),
    splitRows(db, "one-sided", SPLIT_LIST_SIZE),
  ] as const;
  const [rows, divided, oneSided, choices] = voterHash
    ? await db.batch([...reads, choicesInSections(db, voterHash, categories, sort, perCategory)])
    : [...(await db.batch(reads)), []];
  const order = (a: QuestionRow, b: QuestionRow) =>
    (sort === "hottest" ? b.votesA + b.votesB - (a.votesA + a.votesB) : 0) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    a.id.localeCompare(b.id);
  const byCategory = new Map<string, Question[]>(categories.map((name) => [name, []]));
  for (const row of rows.sort(order)) byCategory.get(row.category)?.push(toQuestion(row));
  const splits = { divided: divided.map(toQuestion), oneSided: oneSided.map(toQuestion) };
  return { byCategory, votes: toChoices(choices), splits };
}

/** Live counts from the question's Durable Object(s), plus this voter's choice when known. */
async function withLiveCounts(
  ctx: AppContext,
  question: Question,
  voterHash?: string,
): Promise<QuestionWithVote> {
  const live = await liveSnapshot(ctx, question.id, voterHash);
  return { question: { ...question, votesA: live.votesA, votesB: live.votesB }, yourVote: live.yourVote };
}

export async function getQuestion(
  ctx: AppContext,
  by: { id: string } | { slug: string },
  voterHash?: string,
): Promise<QuestionWithVote> {
  const row = await findPublished(ctx.db, by);
  if (!row) throw notFound("Question not found.");
  return withLiveCounts(ctx, toQuestion(row), voterHash);
}

/**
 * What a question page shows: the question with live counts, its likes, another question to try,
 * and whether this voter reported it.
 */
export async function getQuestionPage(ctx: AppContext, slug: string, voterHash?: string) {
  const { db } = ctx;
  const [[row], likes, [next], reported] = await db.batch([
    publishedBy(db, { slug }),
    likeStateQuery(db, { slug }, voterHash),
    otherInSameCategory(db, slug),
    reportedByQuery(db, slug, voterHash),
  ]);
  if (!row) throw notFound("Question not found.");
  const found = await withLiveCounts(ctx, toQuestion(row), voterHash);
  return { ...found, likes: toLikeState(likes), next: next ?? null, reportedByYou: reported.length > 0 };
}

export async function getTopQuestions(ctx: AppContext, count: number) {
  return (await topRows(ctx.db, count)).map(toQuestion);
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The day's row; the first reader of a day picks it (an extra round trip once a day). */
async function featuredRow(ctx: AppContext, day: string, alreadyRead?: QuestionRow) {
  if (alreadyRead) return alreadyRead;
  const id = await chooseFeaturedQuestion(ctx.db, day);
  const row = id ? await findPublished(ctx.db, { id }) : undefined;
  if (!row) throw notFound("There is no question of the day yet.");
  return row;
}

/** The question of the day: the same for everyone for the whole UTC day, stored in D1. */
export async function getFeaturedQuestion(ctx: AppContext, now: Date, voterHash?: string) {
  const day = utcDay(now);
  const [found] = await featuredRowFor(ctx.db, day);
  const row = await featuredRow(ctx, day, found?.question);
  return { day, ...(await withLiveCounts(ctx, toQuestion(row), voterHash)) };
}

export type HomeQuery = {
  now: Date;
  category?: string;
  sort: Sort;
  latest: number;
  top: number;
  more: number;
};

/** Everything the home page reads from D1 in one batch, then the featured question's live counts. */
export async function getHomePage(ctx: AppContext, query: HomeQuery, voterHash?: string) {
  const { db } = ctx;
  const day = utcDay(query.now);
  const latest: ListOptions = {
    category: query.category,
    sort: query.sort,
    limit: query.latest,
    page: 1,
    seed: randomSeed(),
  };
  // One spare, so "More" still has enough when the featured question is among the newest.
  const recent: ListOptions = { sort: "newest", limit: query.more + 1, page: 1 };
  const reads = [
    featuredRowFor(db, day),
    topRows(db, query.top),
    listRows(db, latest),
    listRows(db, recent),
    splitRows(db, "divided", SPLIT_LIST_SIZE),
    splitRows(db, "one-sided", SPLIT_LIST_SIZE),
  ] as const;
  const [[featuredFound], top, latestRows, recentRows, divided, oneSided, choices] = voterHash
    ? await db.batch([...reads, choicesIn(db, voterHash, latest)])
    : [...(await db.batch(reads)), []];

  let featured: ({ day: string } & QuestionWithVote) | null = null;
  try {
    const row = await featuredRow(ctx, day, featuredFound?.question);
    featured = { day, ...(await withLiveCounts(ctx, toQuestion(row), voterHash)) };
  } catch (error) {
    // An empty site has no question of the day; the page still shows everything else.
    if (!(error instanceof ServiceError && error.status === 404)) throw error;
  }
  return {
    featured,
    top: top.map(toQuestion),
    latest: latestRows.map(toQuestion),
    more: recentRows
      .filter((r) => r.id !== featured?.question.id)
      .slice(0, query.more)
      .map(toQuestion),
    votes: toChoices(choices),
    splits: { divided: divided.map(toQuestion), oneSided: oneSided.map(toQuestion) },
  };
}
