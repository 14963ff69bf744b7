import { env } from "cloudflare:workers";
import { appContext } from "../../worker/services/context";
import { ServiceError } from "../../worker/services/errors";
import { getFeaturedQuestion, listQuestions } from "../../worker/services/questions";
import { resolveVoter } from "../../worker/votes/voter";
import { LATEST_LIMIT } from "../lib/limits";

/**
 * Everything the home page shows, read in parallel. The voter cookie is issued here, on the page
 * that first offers a vote, so every later vote from this browser carries the same identity.
 */
export async function loadHome(request: Request) {
  const ctx = appContext(env);
  const voter = await resolveVoter(request, ctx.config.voterSecret);
  const [featured, latest] = await Promise.all([
    getFeaturedQuestion(ctx, new Date(), voter.hash).catch((error) => {
      if (error instanceof ServiceError && error.status === 404) return null;
      throw error;
    }),
    listQuestions(ctx, { sort: "newest", limit: LATEST_LIMIT, page: 1 }),
  ]);
  return { featured, latest: latest.questions, setCookie: voter.setCookie };
}
