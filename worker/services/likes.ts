import { m } from "#domain/paraglide/messages.js";
import { setLike } from "#worker/db/likes.ts";
import { hashFor } from "#worker/votes/question-voters.ts";
import type { AppContext } from "./context";
import { notFound } from "./errors";
import { voteObject } from "./votes";

/** The question's object says whether it takes likes (no D1 read); then one D1 round trip. */
export async function updateLike(ctx: AppContext, questionId: string, voter: string, liked: boolean) {
  if (!(await voteObject(ctx, questionId).isOpen(questionId))) throw notFound(m.error_question_not_found());
  return setLike(ctx.db, questionId, await hashFor(ctx, questionId, voter), liked);
}
