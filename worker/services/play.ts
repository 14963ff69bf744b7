import { m } from "#domain/paraglide/messages.js";
import type { PlayRun } from "#domain/play.ts";
import type { Question } from "#domain/question.ts";
import { randomPivot, unansweredPick } from "#worker/db/play.ts";
import { publishedBy } from "#worker/db/questions.ts";
import { hashesForCatalogue } from "#worker/votes/question-voters.ts";
import { votesByHashes } from "#worker/votes/vote-rows.ts";
import { type Category, listCategories } from "./categories";
import type { AppContext } from "./context";
import { notFound } from "./errors";
import { toQuestion } from "./question-shape";
import { liveSnapshot } from "./votes";

/** The run's category by its exact name, or none: an unknown one in a URL means "everything". */
function runCategory(categories: Category[], run: PlayRun): Category | undefined {
  const wanted = run.category?.toLowerCase();
  return wanted ? categories.find((c) => c.name.toLowerCase() === wanted || c.slug === wanted) : undefined;
}

/**
 * One question of a play run: the question with live counts and this voter's choice, and the next
 * question to offer (one this voter has not answered, or none when the run has seen them all).
 * One D1 batch and the question's object call; a returning voter's answers take two reads before.
 */
export async function getPlayQuestion(ctx: AppContext, slug: string, run: PlayRun, voter?: string) {
  const category = runCategory(await listCategories(ctx), run);
  const answered = await answeredBy(ctx, voter);
  const pick = { category: category?.name, family: run.family, skip: run.skip, exceptSlug: slug, answered };
  const [after, before] = unansweredPick(ctx.db, pick, randomPivot());
  const [[row], [first], [wrapped]] = await ctx.db.batch([publishedBy(ctx.db, { slug }), after, before]);
  if (!row) throw notFound(m.error_question_not_found());
  const live = await liveSnapshot(ctx, row.id, voter);
  const question: Question = { ...toQuestion(row), votesA: live.votesA, votesB: live.votesB };
  return {
    question,
    yourVote: live.yourVote,
    nextSlug: (first ?? wrapped)?.slug ?? null,
    category: category?.name ?? null,
  };
}

/**
 * The questions this voter has answered. Each answer is stored under the voter's hash for its
 * question, so this reads the published ids and then looks up one hash per question.
 */
async function answeredBy(ctx: AppContext, voter: string | undefined): Promise<string[]> {
  if (!voter) return [];
  const rows = await votesByHashes(ctx.db, await hashesForCatalogue(ctx, voter));
  return rows.map((row) => row.questionId);
}

export type PlayStart = { category: Category | null; family: boolean; firstSlug: string | null };

/**
 * The ways to start a run, each with its first question already picked, so every start is a plain
 * link: everything family-friendly, everything, and each category. One D1 batch (a returning
 * voter's answers take two reads before).
 */
export async function getPlayStarts(ctx: AppContext, voter?: string): Promise<PlayStart[]> {
  const categories = (await listCategories(ctx)).filter((c) => c.questionCount > 0);
  const starts: Omit<PlayStart, "firstSlug">[] = [
    { category: null, family: true },
    { category: null, family: false },
    ...categories.map((category) => ({ category, family: !category.mature })),
  ];
  const answered = await answeredBy(ctx, voter);
  const pivot = randomPivot();
  const queries = starts.flatMap((start) =>
    unansweredPick(
      ctx.db,
      { category: start.category?.name, family: start.family, skip: [], answered },
      pivot,
    ),
  );
  const [head, ...tail] = queries;
  if (!head) return [];
  const results = await ctx.db.batch([head, ...tail]);
  return starts.map((start, i) => ({
    ...start,
    firstSlug: (results[2 * i]?.[0] ?? results[2 * i + 1]?.[0])?.slug ?? null,
  }));
}
