// A visitor is known by their root voter hash; what is stored for them is one hash per question
// (worker/votes/voter.ts). These turn the one into the other for the questions a read needs.
import { publishedIds } from "#worker/db/questions.ts";
import type { AppContext } from "#worker/services/context.ts";
import { questionVoterHash } from "#worker/votes/voter.ts";

/** What this voter's vote, like or report on one question is stored under. */
export function hashFor(ctx: AppContext, questionId: string, voter: string): Promise<string> {
  return questionVoterHash(voter, questionId, ctx.config.voterKeys.hash);
}

/** This voter's stored hash for each question, in the same order. */
export function hashesFor(ctx: AppContext, questionIds: readonly string[], voter: string): Promise<string[]> {
  return Promise.all(questionIds.map((id) => hashFor(ctx, id, voter)));
}

/**
 * This voter's stored hash for every published question: one read of the ids, then an HMAC each
 * (a few milliseconds for a thousand). For the pages that look across the whole catalogue: the
 * account's activity and play mode's pick of an unanswered question.
 */
export async function hashesForCatalogue(ctx: AppContext, voter: string): Promise<string[]> {
  const ids = await publishedIds(ctx.db);
  return hashesFor(
    ctx,
    ids.map((row) => row.id),
    voter,
  );
}
