import { likeState, setLike } from "../db/likes";
import { findPublished } from "../db/questions";
import type { AppContext } from "./context";
import { notFound } from "./errors";

export function getLikes(ctx: AppContext, questionId: string, voterHash?: string) {
  return likeState(ctx.db, questionId, voterHash);
}

export async function updateLike(ctx: AppContext, questionId: string, voterHash: string, liked: boolean) {
  if (!(await findPublished(ctx.db, { id: questionId }))) throw notFound("Question not found.");
  await setLike(ctx.db, questionId, voterHash, liked);
  return likeState(ctx.db, questionId, voterHash);
}
