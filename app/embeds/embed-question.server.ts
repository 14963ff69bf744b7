import { data, type RouterContextProvider } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { orPageError, refusalInit } from "#app/page-errors.server.ts";
import { questionPath } from "#domain/embed-paths.ts";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { questionIdSchema, slugSchema, voteSchema } from "#domain/schemas.ts";
import { type VoteOption, voteAnswer } from "#domain/vote.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { getQuestion } from "#worker/services/questions.ts";
import { cspNonceContext } from "#worker/services/request.ts";
import { isTemporaryOutage, RETRY_AFTER_SECONDS } from "#worker/services/unavailable.ts";
import { castVote } from "#worker/services/votes.ts";

// The embed's loader and its one action, a vote. Inside another website's frame the voter cookie
// this may issue is partitioned to that website (worker/votes/voter-cookie.ts).

type Context = Readonly<RouterContextProvider>;

/** One D1 read and one object call: the question, its live counts and this visitor's vote. */
export async function loadEmbed(request: Request, slug: string | undefined, context: Context) {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  const { app, visitor } = requestContext(context);
  const { question, yourVote } = await orPageError(
    visitor.voterHash().then((voter) => getQuestion(app, { slug: parsed.data }, voter)),
  );
  const origin = siteOriginFor(request, context);
  const { id, questionText, optionA, optionB, votesA, votesB, language } = question;
  return {
    question: { id, slug: question.slug, questionText, optionA, optionB, votesA, votesB, language },
    yourVote,
    /** Links open the site in a new tab: the frame's address is not the site's page. */
    siteUrl: `${origin}${localizeHref("/")}`,
    pageUrl: `${origin}${questionPath(question.slug, getLocale())}`,
    // The page's one inline script runs by it (worker/http/content-security-policy.ts).
    nonce: context.get(cspNonceContext),
  };
}

export type EmbedVoteAnswer = { option?: VoteOption; error?: string };

const embedVoteForm = voteSchema.extend({ questionId: questionIdSchema });

/** A vote from the embed's form: the page then shows the results the loader reads after it. */
export async function embedVote(request: Request, context: Context) {
  const parsed = embedVoteForm.safeParse(await readTextForm(request, ["questionId", "option"]));
  if (!parsed.success) return data<EmbedVoteAnswer>({ error: m.question_vote_failed() }, 400);
  const { questionId, option } = parsed.data;
  const { app, visitor } = requestContext(context);
  try {
    const voter = await visitor.ensureVoterHash();
    const outcome = await castVote(app, questionId, voter, option);
    await visitor.rememberVote(questionId, outcome);
    const answer = voteAnswer(outcome);
    if (answer.status === 409) return data<EmbedVoteAnswer>({ error: m.embed_already_voted() }, 409);
    if (!answer.body.success) return data<EmbedVoteAnswer>({ error: answer.body.error }, answer.status);
    return data<EmbedVoteAnswer>({ option });
  } catch (error) {
    if (error instanceof ServiceError) {
      return data<EmbedVoteAnswer>({ error: error.message }, refusalInit(error));
    }
    console.error("embed vote failed", questionId, error);
    const init = isTemporaryOutage(error)
      ? { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } }
      : { status: 500 };
    return data<EmbedVoteAnswer>({ error: m.question_vote_failed() }, init);
  }
}
