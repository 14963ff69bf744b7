import type { Sort } from "../../app/lib/sort";
import { findCategory } from "../db/categories";
import { chooseFeaturedQuestion, featuredQuestionIdFor } from "../db/featured";
import { findPublished, findPublishedByIds, listPublished, topPublished } from "../db/questions";
import type { QuestionRow } from "../db/schema";
import { votesOf } from "../db/votes";
import type { VoteOption } from "../votes/question-votes";
import type { AppContext } from "./context";
import { notFound } from "./errors";

/** The API's question object, with the spec's field names. */
export type Question = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
  votesA: number;
  votesB: number;
  category: string;
  createdAt: string;
  submittedBy: string;
};

export type QuestionWithVote = { question: Question; yourVote: VoteOption | null };

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    slug: row.slug,
    questionText: row.questionText,
    optionA: row.optionA,
    optionB: row.optionB,
    votesA: row.votesA,
    votesB: row.votesB,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    submittedBy: row.submittedBy ?? "anonymous",
  };
}

export type ListQuery = { category?: string; sort: Sort; limit: number; page: number; search?: string };

/** Lists published questions; `category` must be an exact category name the caller already knows. */
export async function listPublishedQuestions(ctx: AppContext, query: ListQuery) {
  const { rows, total } = await listPublished(ctx.db, query);
  return { questions: rows.map(toQuestion), total };
}

/** Like listPublishedQuestions, for outside input: the category may be a name or slug in any case. */
export async function listQuestions(ctx: AppContext, query: ListQuery) {
  if (!query.category) return listPublishedQuestions(ctx, query);
  const found = await findCategory(ctx.db, query.category);
  if (!found) throw notFound(`There is no category called "${query.category}".`);
  return listPublishedQuestions(ctx, { ...query, category: found.name });
}

/** Live counts from the question's Durable Object, plus this voter's choice when known. */
async function withLiveCounts(
  ctx: AppContext,
  row: QuestionRow,
  voterHash?: string,
): Promise<QuestionWithVote> {
  const stub = ctx.votes.get(ctx.votes.idFromName(row.id));
  const live = await stub.snapshot(voterHash);
  return {
    question: { ...toQuestion(row), votesA: live.votesA, votesB: live.votesB },
    yourVote: live.yourVote,
  };
}

export async function getQuestion(
  ctx: AppContext,
  by: { id: string } | { slug: string },
  voterHash?: string,
): Promise<QuestionWithVote> {
  const row = await findPublished(ctx.db, by);
  if (!row) throw notFound("Question not found.");
  return withLiveCounts(ctx, row, voterHash);
}

export async function getTopQuestions(ctx: AppContext, count: number) {
  return (await topPublished(ctx.db, count)).map(toQuestion);
}

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The question of the day: the same for everyone for the whole UTC day, stored in D1. */
export async function getFeaturedQuestion(ctx: AppContext, now: Date, voterHash?: string) {
  const day = utcDay(now);
  const id = (await featuredQuestionIdFor(ctx.db, day)) ?? (await chooseFeaturedQuestion(ctx.db, day));
  if (!id) throw notFound("There is no question of the day yet.");
  const row = await findPublished(ctx.db, { id });
  if (!row) throw notFound("There is no question of the day yet.");
  return { day, ...(await withLiveCounts(ctx, row, voterHash)) };
}

/** Which of these questions the voter has answered, from the D1 vote log. */
export async function choicesOf(ctx: AppContext, voterHash: string | undefined, questionIds: string[]) {
  if (!voterHash) return new Map<string, VoteOption>();
  return votesOf(ctx.db, voterHash, questionIds);
}

export async function questionsByIds(ctx: AppContext, ids: string[]) {
  return (await findPublishedByIds(ctx.db, ids)).map(toQuestion);
}
