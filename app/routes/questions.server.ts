import { env } from "cloudflare:workers";
import { listCategories } from "../../worker/services/categories";
import { appContext } from "../../worker/services/context";
import { choicesOf, listPublishedQuestions, type Question } from "../../worker/services/questions";
import { existingVoterHash } from "../../worker/votes/voter";
import { CATEGORY_PAGE_SIZE, CATEGORY_SECTION_SIZE } from "../lib/limits";
import { readListParams } from "../lib/list-params";
import { paginate } from "../lib/pagination";
import { toSort } from "../lib/sort";

export type Section = { name: string; colorClass: string; questions: Question[] | null };

/**
 * With no category and no search: one section per category, each loaded on its own so a failure
 * shows in that section only. Otherwise: one filtered, paginated list.
 */
export async function loadQuestions(request: Request) {
  const params = readListParams(new URL(request.url));
  const ctx = appContext(env);
  const categories = await listCategories(ctx);
  const category = categories.find((c) => c.name === params.category);
  const sort = toSort(params.sort);
  const voter = await existingVoterHash(request, ctx.config.voterSecret);
  const base = { params, categories: categories.map((c) => ({ name: c.name, colorClass: c.colorClass })) };

  if (!category && !params.q) {
    const settled = await Promise.allSettled(
      categories.map((c) =>
        listPublishedQuestions(ctx, { category: c.name, sort, limit: CATEGORY_SECTION_SIZE, page: 1 }),
      ),
    );
    const sections: Section[] = categories.map((c, i) => {
      const result = settled[i];
      if (result?.status === "rejected") console.error(`section ${c.name} failed`, result.reason);
      return {
        name: c.name,
        colorClass: c.colorClass,
        questions: result?.status === "fulfilled" ? result.value.questions : null,
      };
    });
    const ids = sections.flatMap((s) => s.questions?.map((q) => q.id) ?? []);
    const votes = Object.fromEntries(await choicesOf(ctx, voter, ids));
    return { ...base, mode: "sections" as const, sections, votes };
  }

  const { questions, total } = await listPublishedQuestions(ctx, {
    category: category?.name,
    search: params.q || undefined,
    sort,
    limit: CATEGORY_PAGE_SIZE,
    page: params.page,
  });
  const votes = Object.fromEntries(
    await choicesOf(
      ctx,
      voter,
      questions.map((q) => q.id),
    ),
  );
  return {
    ...base,
    mode: "filtered" as const,
    questions,
    pagination: paginate(params.page, CATEGORY_PAGE_SIZE, total),
    votes,
  };
}
