import { findPublished } from "../db/questions";
import type { VoteOption } from "../votes/question-votes";
import type { AppContext } from "./context";
import { notFound, ServiceError } from "./errors";
import { type Question, toQuestion } from "./questions";

export type VoteResult = { question: Question; option: VoteOption };

/**
 * Records one vote. The Durable Object decides atomically whether this voter is new; a repeat is a
 * 409 carrying the earlier choice, however many arrive at once.
 */
export async function castVote(
  ctx: AppContext,
  questionId: string,
  voterHash: string,
  option: VoteOption,
): Promise<VoteResult> {
  const row = await findPublished(ctx.db, { id: questionId });
  if (!row) throw notFound("Question not found.");
  const stub = ctx.votes.get(ctx.votes.idFromName(row.id));
  const outcome = await stub.vote(row.id, voterHash, option);
  const question = { ...toQuestion(row), votesA: outcome.votesA, votesB: outcome.votesB };
  if (!outcome.accepted) {
    throw new ServiceError(409, "You have already voted on this question.", {
      vote: { option: outcome.option },
      data: question,
    });
  }
  return { question, option };
}
