import { env } from "cloudflare:workers";
import { data } from "react-router";
import { z } from "zod";
import { appContext } from "../../worker/services/context";
import { ServiceError } from "../../worker/services/errors";
import type { Question } from "../../worker/services/questions";
import { castVote } from "../../worker/services/votes";
import { resolveVoter } from "../../worker/votes/voter";
import type { VoteActionData } from "./intents";
import { INTENTS } from "./intents";
import { questionIdSchema, voteSchema } from "./schemas";

const voteForm = voteSchema.extend({ intent: z.literal(INTENTS.vote), questionId: questionIdSchema });

const counts = (q: Question) => ({ votesA: q.votesA, votesB: q.votesB });

/** The action behind every vote form on the site; works the same with or without JavaScript. */
export async function handleVoteForm(request: Request, form: FormData) {
  const parsed = voteForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<VoteActionData>(
      { intent: "vote", status: "error", error: "Failed to record vote. Please try again." },
      400,
    );
  }
  const { questionId, option } = parsed.data;
  const ctx = appContext(env);
  const voter = await resolveVoter(request, ctx.config.voterSecret);
  const headers = voter.setCookie ? { "Set-Cookie": voter.setCookie } : undefined;
  try {
    const result = await castVote(ctx, questionId, voter.hash, option);
    return data<VoteActionData>(
      { intent: "vote", status: "voted", questionId, option, ...counts(result.question) },
      { headers },
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.status === 409) {
      const details = error.details as { vote: { option: "A" | "B" }; data: Question };
      return data<VoteActionData>(
        {
          intent: "vote",
          status: "already-voted",
          questionId,
          option: details.vote.option,
          ...counts(details.data),
        },
        { headers },
      );
    }
    return data<VoteActionData>(
      { intent: "vote", status: "error", questionId, error: error.message },
      { status: error.status, headers },
    );
  }
}
