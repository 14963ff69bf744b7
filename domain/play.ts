import { categoryLabel } from "./category-labels";
import { m } from "./paraglide/messages.js";
import { questionIdSchema } from "./schemas";
import { z } from "./zod";

// Play mode (/play): one question after another. Where a player is in their run travels in the
// URL, so it works the same with and without JavaScript and a page can be cached per URL.

/** The questions of this run the next pick must leave out: D1 learns of a vote a second or two late. */
export const PLAY_SKIP_MAX = 30;

export type PlayRun = {
  /** A category name, or undefined for all of them. */
  category: string | undefined;
  /** Leaves out mature categories (Spicy) when no category is chosen. */
  family: boolean;
  /** How many questions this run has answered. */
  answered: number;
  skip: string[];
};

/** Lenient, like list sorting: a part of the URL that makes no sense falls back to the default. */
export const playRunSchema = z.object({
  category: z
    .string()
    .trim()
    .max(40)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  family: z
    .enum(["0", "1"])
    .catch("1")
    .transform((value) => value === "1"),
  n: z.coerce.number().int().min(0).max(100_000).catch(0),
  skip: z
    .string()
    .max(PLAY_SKIP_MAX * 65)
    .catch("")
    .transform((value) =>
      value
        .split(",")
        .filter((id) => questionIdSchema.safeParse(id).success)
        .slice(-PLAY_SKIP_MAX),
    ),
});

export function readPlayRun(search: URLSearchParams): PlayRun {
  const parsed = playRunSchema.parse({
    category: search.get("category") ?? undefined,
    family: search.get("family") ?? undefined,
    n: search.get("n") ?? undefined,
    skip: search.get("skip") ?? undefined,
  });
  return { category: parsed.category, family: parsed.family, answered: parsed.n, skip: parsed.skip };
}

function runQuery(run: PlayRun): string {
  const search = new URLSearchParams();
  if (run.category) search.set("category", run.category);
  search.set("family", run.family ? "1" : "0");
  search.set("n", String(run.answered));
  if (run.skip.length > 0) search.set("skip", run.skip.slice(-PLAY_SKIP_MAX).join(","));
  return search.toString();
}

export const playQuestionPath = (slug: string, run: PlayRun) => `/play/${slug}?${runQuery(run)}`;

/** Where a run goes when nothing is left to answer: the start page, saying how it went. */
export const playDonePath = (run: PlayRun) => `/play?done=1&${runQuery(run)}`;

/** A run's name in the page's language: its category, the family mix or everything. */
export function runTitle(run: Pick<PlayRun, "category" | "family">): string {
  if (run.category) return categoryLabel(run.category);
  return run.family ? m.play_family_mix() : m.play_everything();
}

/** The run after this question: answered (if the visitor voted) and left out of the next pick. */
export function runAfter(run: PlayRun, questionId: string, voted: boolean): PlayRun {
  const skip = [...run.skip.filter((id) => id !== questionId), questionId].slice(-PLAY_SKIP_MAX);
  return { ...run, answered: run.answered + (voted ? 1 : 0), skip };
}

/** The sentence under the result: how the visitor's choice sits with everyone else's. */
export function voteInsight(choicePercent: number, totalVotes: number): string {
  const percent = choicePercent;
  if (totalVotes <= 1) return m.play_insight_first();
  if (choicePercent >= 90) return m.play_insight_almost_everyone();
  if (choicePercent >= 60) return m.play_insight_majority({ percent });
  if (choicePercent > 40) return m.play_insight_close({ percent });
  if (choicePercent <= 10) return m.play_insight_bold({ percent });
  return m.play_insight_minority({ percent });
}
