import { env } from "cloudflare:workers";
import { listCategories } from "../../worker/services/categories";
import { appContext } from "../../worker/services/context";
import { ServiceError } from "../../worker/services/errors";
import {
  choicesOf,
  getFeaturedQuestion,
  getTopQuestions,
  listPublishedQuestions,
} from "../../worker/services/questions";
import { resolveVoter } from "../../worker/votes/voter";
import { LATEST_LIMIT, MORE_QUESTIONS, TOP_DEFAULT } from "../lib/limits";
import { toSort } from "../lib/sort";

const orNullWhenMissing = (error: unknown) => {
  if (error instanceof ServiceError && error.status === 404) return null;
  throw error;
};

/**
 * Everything the home page shows, read in parallel. The voter cookie is issued here, on the page
 * that first offers a vote, so every later vote from this browser carries the same identity.
 */
export async function loadHome(request: Request) {
  const url = new URL(request.url);
  const ctx = appContext(env);
  const voter = await resolveVoter(request, ctx.config.voterSecret);
  const categories = await listCategories(ctx);
  const chosen = url.searchParams.get("category");
  const category = categories.find((c) => c.name === chosen)?.name;
  const sort = toSort(url.searchParams.get("sort"));

  const [featured, top, latest, recent] = await Promise.all([
    getFeaturedQuestion(ctx, new Date(), voter.hash).catch(orNullWhenMissing),
    getTopQuestions(ctx, TOP_DEFAULT),
    listPublishedQuestions(ctx, { category, sort, limit: LATEST_LIMIT, page: 1 }),
    listPublishedQuestions(ctx, { sort: "newest", limit: MORE_QUESTIONS + 1, page: 1 }),
  ]);
  const more = recent.questions.filter((q) => q.id !== featured?.question.id).slice(0, MORE_QUESTIONS);
  const votes = await choicesOf(
    ctx,
    voter.hash,
    latest.questions.map((q) => q.id),
  );
  return {
    featured,
    categories: categories.map((c) => ({ name: c.name, colorClass: c.colorClass })),
    filter: { category: category ?? null, sort },
    latest: latest.questions,
    top,
    more,
    votes: Object.fromEntries(votes),
    setCookie: voter.setCookie,
  };
}
