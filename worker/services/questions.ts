import { SPLIT_LIST_SIZE } from "#domain/limits.ts";
import { getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Question } from "#domain/question.ts";
import type { Sort } from "#domain/sort.ts";
import type { VoteOption } from "#domain/vote.ts";
import { chooseFeaturedQuestion, featuredRowFor } from "#worker/db/featured.ts";
import { likedQuery, likeStateQuery, toLikeState } from "#worker/db/likes.ts";
import {
  countRows,
  findPublished,
  type ListOptions,
  listRows,
  otherInSameCategory,
  publishedBy,
  randomSeed,
  sectionRows,
  topRows,
} from "#worker/db/questions.ts";
import { mostVotedBeside, relatedRows } from "#worker/db/related.ts";
import type { QuestionRow } from "#worker/db/schema.ts";
import { splitRows } from "#worker/db/splits.ts";
import { reportedByQuery } from "#worker/services/moderation/report-rows.ts";
import { hashesFor, hashFor } from "#worker/votes/question-voters.ts";
import { votesByHashes } from "#worker/votes/vote-rows.ts";
import { findCategory, listCategories } from "./categories";
import type { AppContext } from "./context";
import { notFound, ServiceError } from "./errors";
import { aboutQuestion } from "./question-about";
import { toQuestion } from "./question-shape";
import { liveSnapshot } from "./votes";

// Every read here is one D1 round trip (one `db.batch`) plus the object calls it needs, and for a
// returning voter one more for their own choices, likes and reports, which are stored under a
// hash per question (docs/decisions/0012-per-question-voter-hashes.md).

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
 * One page of published questions and their total in one round trip, then the visitor's choices
 * among them in a second (they are stored per question, so the ids come first). `category` must
 * be an exact category name the caller already knows. Only a search is counted in D1; other totals
 * come from memory and may trail by up to a minute.
 */
export async function listPublishedQuestions(ctx: AppContext, query: ListQuery, voter?: string) {
  const { db } = ctx;
  const options: ListOptions = { ...query, seed: randomSeed() };
  const known = options.search ? undefined : await knownTotal(ctx, options.category);
  const [rows, counted] =
    known === undefined
      ? await db.batch([listRows(db, options), countRows(db, options)])
      : [await listRows(db, options), undefined];
  const total = counted ? (counted[0]?.total ?? 0) : (known ?? 0);
  const votes = await choicesAmong(ctx, rows, voter);
  return { questions: rows.map(toQuestion), total, votes };
}

/** The voter's recorded choices among these questions (D1 trails the objects by ~1 s): one read. */
async function choicesAmong(ctx: AppContext, rows: { id: string }[], voter?: string): Promise<Choices> {
  if (!voter || rows.length === 0) return {};
  const hashes = await hashesFor(
    ctx,
    rows.map((r) => r.id),
    voter,
  );
  return toChoices(await votesByHashes(ctx.db, hashes));
}

/** Like listPublishedQuestions, for outside input: the category may be a name or slug in any case. */
export async function listQuestions(ctx: AppContext, query: ListQuery) {
  if (!query.category) return listPublishedQuestions(ctx, query);
  const found = await findCategory(ctx, query.category);
  if (!found) throw notFound(m.error_no_such_category({ category: query.category }));
  return listPublishedQuestions(ctx, { ...query, category: found.name });
}

/** The first `perCategory` questions of each category, in one statement, plus the visitor's choices. */
export async function categorySections(
  ctx: AppContext,
  categories: string[],
  sort: Sort,
  perCategory: number,
  voter?: string,
) {
  const { db } = ctx;
  const reads = [
    sectionRows(db, categories, sort, perCategory),
    splitRows(db, "divided", SPLIT_LIST_SIZE),
    splitRows(db, "one-sided", SPLIT_LIST_SIZE),
  ] as const;
  const [rows, divided, oneSided] = await db.batch(reads);
  const votes = await choicesAmong(ctx, rows, voter);
  const order = (a: QuestionRow, b: QuestionRow) =>
    (sort === "hottest" ? b.votesA + b.votesB - (a.votesA + a.votesB) : 0) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    a.id.localeCompare(b.id);
  const byCategory = new Map<string, Question[]>(categories.map((name) => [name, []]));
  for (const row of rows.sort(order)) byCategory.get(row.category)?.push(toQuestion(row));
  const splits = { divided: divided.map(toQuestion), oneSided: oneSided.map(toQuestion) };
  return { byCategory, votes, splits };
}

/** Live counts from the question's Durable Object(s), plus this voter's choice when known. */
async function withLiveCounts(
  ctx: AppContext,
  question: Question,
  voter?: string,
): Promise<QuestionWithVote> {
  const live = await liveSnapshot(ctx, question.id, voter);
  return { question: { ...question, votesA: live.votesA, votesB: live.votesB }, yourVote: live.yourVote };
}

export async function getQuestion(
  ctx: AppContext,
  by: { id: string } | { slug: string },
  voter?: string,
): Promise<QuestionWithVote> {
  const row = await findPublished(ctx.db, by);
  if (!row) throw notFound(m.error_question_not_found());
  return withLiveCountsOf(ctx, row, voter);
}

/** A published question already read from D1, with its live counts and this voter's choice. */
export function withLiveCountsOf(ctx: AppContext, row: QuestionRow, voter?: string) {
  return withLiveCounts(ctx, toQuestion(row), voter);
}

/**
 * What a question page shows: the question with live counts, its likes, another question to try,
 * what is worth knowing about it (question-about.ts), and whether this voter liked and reported it. A returning voter's likes and reports are stored
 * under their hash for this question, known only once the question is read, so they cost a second
 * read, made while the object is asked for the counts.
 */
export async function getQuestionPage(ctx: AppContext, slug: string, voter?: string) {
  const { db } = ctx;
  const [[row], likes, [next], related, mostVoted] = await db.batch([
    publishedBy(db, { slug }),
    likeStateQuery(db, { slug }),
    otherInSameCategory(db, slug),
    relatedRows(db, slug),
    mostVotedBeside(db, slug),
  ]);
  if (!row) throw notFound(m.error_question_not_found());
  const [found, marks] = await Promise.all([
    withLiveCounts(ctx, toQuestion(row), voter),
    voter ? voterMarks(ctx, row.id, voter) : { liked: false, reported: false },
  ]);
  const likeState = { ...toLikeState(likes), liked: marks.liked };
  // The next question's text in the page's language, as the question's own (question-shape.ts).
  const nextText = next && ((getLocale() === "zh" && next.questionTextZh) || next.questionText);
  const nextQuestion = next && nextText ? { slug: next.slug, questionText: nextText } : null;
  return {
    ...found,
    likes: likeState,
    next: nextQuestion,
    reportedByYou: marks.reported,
    about: aboutQuestion(row, related, mostVoted),
  };
}

async function voterMarks(ctx: AppContext, questionId: string, voter: string) {
  const hash = await hashFor(ctx, questionId, voter);
  const [liked, reported] = await ctx.db.batch([
    likedQuery(ctx.db, questionId, hash),
    reportedByQuery(ctx.db, questionId, hash),
  ]);
  return { liked: liked.length > 0, reported: reported.length > 0 };
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
  if (!row) throw notFound(m.error_no_question_of_the_day());
  return row;
}

/** The question of the day: the same for everyone for the whole UTC day, stored in D1. */
export async function getFeaturedQuestion(ctx: AppContext, now: Date, voter?: string) {
  const day = utcDay(now);
  const [found] = await featuredRowFor(ctx.db, day);
  const row = await featuredRow(ctx, day, found?.question);
  return { day, ...(await withLiveCounts(ctx, toQuestion(row), voter)) };
}

/** The question of the day with live counts; an empty site has none, and its home page shows the rest. */
async function featuredWithCounts(ctx: AppContext, day: string, alreadyRead?: QuestionRow, voter?: string) {
  try {
    const row = await featuredRow(ctx, day, alreadyRead);
    return { day, ...(await withLiveCounts(ctx, toQuestion(row), voter)) };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}

export type HomeQuery = {
  now: Date;
  category?: string;
  sort: Sort;
  latest: number;
  top: number;
  more: number;
};

/**
 * Everything the home page reads from D1 in one batch, then the featured question's live counts
 * and, for a returning voter, their choices among the latest questions.
 */
export async function getHomePage(ctx: AppContext, query: HomeQuery, voter?: string) {
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
  const [[featuredFound], top, latestRows, recentRows, divided, oneSided] = await db.batch(reads);
  const [featured, votes] = await Promise.all([
    featuredWithCounts(ctx, day, featuredFound?.question, voter),
    choicesAmong(ctx, latestRows, voter),
  ]);
  return {
    featured,
    top: top.map(toQuestion),
    latest: latestRows.map(toQuestion),
    more: recentRows
      .filter((r) => r.id !== featured?.question.id)
      .slice(0, query.more)
      .map(toQuestion),
    votes,
    splits: { divided: divided.map(toQuestion), oneSided: oneSided.map(toQuestion) },
  };
}
