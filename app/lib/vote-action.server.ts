import { env } from "cloudflare:workers";
import { data } from "react-router";
import { z } from "zod";
import { appContext } from "../../worker/services/context";
import { ServiceError } from "../../worker/services/errors";
import { castVote } from "../../worker/services/votes";
import { resolveVoter } from "../../worker/votes/voter";
import { questionIdSchema, voteSchema } from "./schemas";

export const VOTE_INTENT = "vote";

const voteForm = voteSchema.extend({ intent: z.literal(VOTE_INTENT), questionId: questionIdSchema });

export type VoteActionData =
  | { status: "voted"; questionId: string; option: "A" | "B" }
  | { status: "already-voted"; questionId: string; option: "A" | "B" }
  | { status: "error"; questionId?: string; error: string };

/** The action behind every vote form on the site; works the same with or without JavaScript. */
export async function handleVoteForm(request: Request, form: FormData) {
  const parsed = voteForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<VoteActionData>({ status: "error", error: "Failed to record vote. Please try again." }, 400);
  }
  const { questionId, option } = parsed.data;
  const ctx = appContext(env);
  const voter = await resolveVoter(request, ctx.config.voterSecret);
  const headers = voter.setCookie ? { "Set-Cookie": voter.setCookie } : undefined;
  try {
    await castVote(ctx, questionId, voter.hash, option);
    return data<VoteActionData>({ status: "voted", questionId, option }, { headers });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.status === 409) {
      const earlier = (error.details?.vote as { option: "A" | "B" } | undefined)?.option ?? option;
      return data<VoteActionData>({ status: "already-voted", questionId, option: earlier }, { headers });
    }
    return data<VoteActionData>(
      { status: "error", questionId, error: error.message },
      { status: error.status, headers },
    );
  }
}
