import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { listCategories } from "../../worker/services/categories";
import { appContext } from "../../worker/services/context";
import { choicesOf, listPublishedQuestions } from "../../worker/services/questions";
import { existingVoterHash } from "../../worker/votes/voter";
import { CATEGORY_PAGE_SIZE } from "../lib/limits";
import { readListParams } from "../lib/list-params";
import { paginate } from "../lib/pagination";
import { toSort } from "../lib/sort";

export async function loadCategory(request: Request, categoryName: string | undefined) {
  const url = new URL(request.url);
  const params = readListParams(url);
  const ctx = appContext(env);
  const key = (categoryName ?? "").toLowerCase();
  const category = (await listCategories(ctx)).find((c) => c.name.toLowerCase() === key || c.slug === key);
  if (!category) throw data(null, { status: 404 });
  // One canonical spelling per category (/category/Kids), whatever was typed.
  if (categoryName !== category.name)
    throw redirect(`/category/${encodeURIComponent(category.name)}${url.search}`, 301);

  const { questions, total } = await listPublishedQuestions(ctx, {
    category: category.name,
    sort: toSort(params.sort),
    search: params.q || undefined,
    limit: CATEGORY_PAGE_SIZE,
    page: params.page,
  });
  const pagination = paginate(params.page, CATEGORY_PAGE_SIZE, total);
  if (params.page > pagination.totalPages) {
    url.searchParams.set("page", String(pagination.totalPages));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  const voter = await existingVoterHash(request, ctx.config.voterSecret);
  const votes = await choicesOf(
    ctx,
    voter,
    questions.map((q) => q.id),
  );
  const { questionCount, ...info } = category;
  return { category: info, questionCount, questions, pagination, params, votes: Object.fromEntries(votes) };
}
