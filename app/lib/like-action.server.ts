import { env } from "cloudflare:workers";
import { data } from "react-router";
import { z } from "zod";
import { appContext } from "../../worker/services/context";
import { ServiceError } from "../../worker/services/errors";
import { updateLike } from "../../worker/services/likes";
import { resolveVoter } from "../../worker/votes/voter";
import { INTENTS, type LikeActionData } from "./intents";
import { questionIdSchema } from "./schemas";

const likeForm = z.object({
  intent: z.literal(INTENTS.like),
  questionId: questionIdSchema,
  liked: z.enum(["true", "false"]).transform((v) => v === "true"),
});

export async function handleLikeForm(request: Request, form: FormData) {
  const parsed = likeForm.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<LikeActionData>(
      { intent: "like", status: "error", error: "Could not update the like." },
      400,
    );
  const ctx = appContext(env);
  const voter = await resolveVoter(request, ctx.config.voterSecret);
  const headers = voter.setCookie ? { "Set-Cookie": voter.setCookie } : undefined;
  try {
    const state = await updateLike(ctx, parsed.data.questionId, voter.hash, parsed.data.liked);
    return data<LikeActionData>(
      { intent: "like", status: "ok", questionId: parsed.data.questionId, ...state },
      { headers },
    );
  } catch (error) {
    if (error instanceof ServiceError) {
      return data<LikeActionData>(
        { intent: "like", status: "error", error: error.message },
        { status: error.status, headers },
      );
    }
    throw error;
  }
}
