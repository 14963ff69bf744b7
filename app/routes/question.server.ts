import { env } from "cloudflare:workers";
import { data } from "react-router";
import { getCategory } from "../../worker/services/categories";
import { appContext } from "../../worker/services/context";
import { ServiceError } from "../../worker/services/errors";
import { getLikes } from "../../worker/services/likes";
import { getQuestion, listPublishedQuestions } from "../../worker/services/questions";
import { resolveVoter } from "../../worker/votes/voter";
import { slugSchema } from "../lib/schemas";

export async function loadQuestion(request: Request, slug: string | undefined) {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  const ctx = appContext(env);
  const voter = await resolveVoter(request, ctx.config.voterSecret);
  let found: Awaited<ReturnType<typeof getQuestion>>;
  try {
    found = await getQuestion(ctx, { slug: parsed.data }, voter.hash);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const { question } = found;
  const [likes, category, sameCategory] = await Promise.all([
    getLikes(ctx, question.id, voter.hash),
    getCategory(ctx, question.category),
    listPublishedQuestions(ctx, { category: question.category, sort: "random", limit: 2, page: 1 }),
  ]);
  const next = sameCategory.questions.find((q) => q.id !== question.id);
  return {
    ...found,
    likes,
    category: { name: category.name, colorClass: category.colorClass },
    next: next ? { slug: next.slug, questionText: next.questionText } : null,
    setCookie: voter.setCookie,
  };
}
