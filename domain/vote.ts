import { m } from "./paraglide/messages.js";
import type { Question } from "./question";

export type VoteOption = "A" | "B";

/**
 * What casting a vote comes to, from the question's object through the service to the API and the
 * page action. Expected outcomes, never exceptions.
 */
export type VoteOutcome =
  | { status: "accepted" | "already-voted"; option: VoteOption; question: Question }
  | { status: "not-found" };

/**
 * A vote's answer over HTTP: the JSON API's body, and a page action's data (which adds its intent).
 * A repeat vote is refused (409) but carries the earlier choice and the counts, which a page shows
 * as voted without a message.
 */
export type VoteAnswer =
  | { success: true; data: Question; vote: { option: VoteOption } }
  | {
      success: false;
      error: string;
      data?: Question;
      vote?: { option: VoteOption };
      /** On a 429 that a passed Turnstile check would lift: the widget's site key. */
      turnstileSiteKey?: string;
    };

/** In the request's language, so called while answering it. */
export const ALREADY_VOTED = m.error_already_voted;
export const QUESTION_NOT_FOUND = m.error_question_not_found;

/** The one mapping from a vote's outcome to its HTTP status and body, for the API and the pages alike. */
export function voteAnswer(outcome: VoteOutcome): { status: 200 | 404 | 409; body: VoteAnswer } {
  switch (outcome.status) {
    case "accepted":
      return {
        status: 200,
        body: { success: true, data: outcome.question, vote: { option: outcome.option } },
      };
    case "already-voted":
      return {
        status: 409,
        body: {
          success: false,
          error: ALREADY_VOTED(),
          vote: { option: outcome.option },
          data: outcome.question,
        },
      };
    case "not-found":
      return { status: 404, body: { success: false, error: QUESTION_NOT_FOUND() } };
  }
}

/** The vote an answer holds (a new one or the earlier one of a repeat), with the counts after it. */
export function votedIn(
  answer: VoteAnswer,
): { option: VoteOption; votesA: number; votesB: number } | undefined {
  if (!answer.vote || !answer.data) return undefined;
  return { option: answer.vote.option, votesA: answer.data.votesA, votesB: answer.data.votesB };
}
