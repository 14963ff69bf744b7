import type { VoteOption } from "../votes/question-votes";
import type { AppContext } from "./context";
import type { Question } from "./question-shape";

export type VoteResult =
  | { status: "accepted" | "already-voted"; option: VoteOption; question: Question }
  | { status: "not-found" };

export function voteObject(ctx: AppContext, questionId: string) {
  return ctx.votes.get(ctx.votes.idFromName(questionId));
}

/**
 * Records one vote with one call to the question's Durable Object, which decides atomically
 * whether this voter is new; a repeat comes back as "already-voted" with the earlier choice.
 */
export function castVote(
  ctx: AppContext,
  questionId: string,
  voterHash: string,
  option: VoteOption,
): Promise<VoteResult> {
  return voteObject(ctx, questionId).vote(questionId, voterHash, option);
}
