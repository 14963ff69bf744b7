import { env } from "cloudflare:workers";
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { INTENTS, type LikeActionData, type VoteActionData } from "#app/lib/intents.ts";
import { reportAction } from "#app/moderation/report-action.server.ts";
import { refusalInit } from "#app/page-errors.server.ts";
import { m } from "#domain/paraglide/messages.js";
import { questionIdSchema, voteSchema } from "#domain/schemas.ts";
import { voteAnswer } from "#domain/vote.ts";
import { z } from "#domain/zod.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { updateLike } from "#worker/services/likes.ts";
import { checkLimit, LimitExceeded, likesLimit } from "#worker/services/limits.ts";
import { isTemporaryOutage, RETRY_AFTER_SECONDS } from "#worker/services/unavailable.ts";
import { castVote } from "#worker/services/votes.ts";

// The action of every page that shows votable questions (home, question, category, all questions);
// reporting is offered on the question page.
// The same forms work with JavaScript (fetchers) and without it (a full page post).

const voteForm = voteSchema.extend({ intent: z.literal(INTENTS.vote), questionId: questionIdSchema });
const likeForm = z.object({
  intent: z.literal(INTENTS.like),
  questionId: questionIdSchema,
  liked: z.enum(["true", "false"]).transform((v) => v === "true"),
});

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * A vote the objects or D1 could not take (overloaded, restarting, down): the page shows "Failed to record vote"
 * where the vote was, never an error page. A passing outage is a 503 with Retry-After.
 */
function voteFailed(questionId: string, error: unknown) {
  const temporary = isTemporaryOutage(error);
  console.error("vote failed", questionId, error);
  return data<VoteActionData>(
    { intent: "vote", questionId, success: false, error: m.question_vote_failed() },
    temporary ? { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } } : 500,
  );
}

const FIELDS = ["intent", "questionId", "option", "liked", "reason", "note"] as const;
type Form = Record<(typeof FIELDS)[number], string>;

export async function questionPageAction({ request, context }: ActionArgs) {
  const form = await readTextForm(request, FIELDS);
  switch (form.intent) {
    case INTENTS.vote:
      return voteAction(form, context);
    case INTENTS.like:
      return likeAction(request, form, context);
    case INTENTS.report:
      return reportAction(form, request, context);
    default:
      return data({ intent: "unknown", status: "error", error: m.question_unknown_action() } as const, 400);
  }
}

async function voteAction(form: Form, context: Readonly<RouterContextProvider>) {
  const parsed = voteForm.safeParse(form);
  if (!parsed.success) {
    return data<VoteActionData>({ intent: "vote", success: false, error: m.question_vote_failed() }, 400);
  }
  const { questionId, option } = parsed.data;
  const { app, visitor } = requestContext(context);
  let voter: string;
  try {
    voter = await visitor.ensureVoterHash();
  } catch (error) {
    // A signed-in visitor's identity is read from D1, which can fail like the vote itself.
    if (!(error instanceof LimitExceeded)) return voteFailed(questionId, error);
    return data<VoteActionData>(
      { intent: "vote", questionId, success: false, error: error.message },
      refusalInit(error),
    );
  }
  let answer: ReturnType<typeof voteAnswer>;
  try {
    const outcome = await castVote(app, questionId, voter, option);
    await visitor.rememberVote(questionId, outcome);
    answer = voteAnswer(outcome);
  } catch (error) {
    return voteFailed(questionId, error);
  }
  // A repeat is a 409 here as in the API; the page shows it as voted, with the earlier choice.
  return data<VoteActionData>({ intent: "vote", questionId, ...answer.body }, answer.status);
}

async function likeAction(request: Request, form: Form, context: Readonly<RouterContextProvider>) {
  const parsed = likeForm.safeParse(form);
  if (!parsed.success) {
    return data<LikeActionData>({ intent: "like", status: "error", error: m.question_like_failed() }, 400);
  }
  const { questionId, liked } = parsed.data;
  const { app, visitor } = requestContext(context);
  try {
    const voter = await visitor.ensureVoterHash();
    const limited = await checkLimit(env, request, likesLimit, { voter });
    if (!limited.ok) throw new LimitExceeded(limited.retryAfter, limited.message);
    const state = await updateLike(app, questionId, voter, liked);
    return data<LikeActionData>({ intent: "like", status: "ok", questionId, ...state });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return data<LikeActionData>(
      { intent: "like", status: "error", error: error.message },
      refusalInit(error),
    );
  }
}
