import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { readListParams } from "#app/lib/list-params.ts";
import { CATEGORY_PAGE_SIZE, CATEGORY_SECTION_SIZE } from "#domain/limits.ts";
import { paginate } from "#domain/pagination.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import type { Question } from "#domain/question.ts";
import { toSort } from "#domain/sort.ts";
import { listCategories } from "#worker/services/categories.ts";
import { categorySections, listPublishedQuestions } from "#worker/services/questions.ts";

export type Section = { name: string; colorClass: string; questions: Question[] | null };

/**
 * With no category and no search: one section per category, all read in one statement; if that
 * read fails, every section shows its error and Retry. Otherwise: one filtered, paginated list.
 * Without the category list neither can be built, so that failure is the page's own error state
 * ("Error loading categories" with Retry), answered as a 503 nobody caches.
 */
export async function loadQuestions(request: Request, context: Readonly<RouterContextProvider>) {
  const { app, visitor } = requestContext(context);
  const params = readListParams(new URL(request.url));
  let categories: Awaited<ReturnType<typeof listCategories>>;
  try {
    categories = await listCategories(app);
  } catch (error) {
    console.error("categories failed", error);
    return data({ mode: "categories-failed" as const, params }, { status: 503 });
  }
  const category = categories.find((c) => c.name === params.category);
  const sort = toSort(params.sort);
  const voter = await visitor.voterHash();
  const base = { params, categories: categories.map((c) => ({ name: c.name, colorClass: c.colorClass })) };
  // Before the counts are read: a vote older than this is in them (domain/personal-questions.ts).
  const countsRead = Date.now();

  if (!category && !params.q) {
    const names = categories.map((c) => c.name);
    const read = await categorySections(app, names, sort, CATEGORY_SECTION_SIZE, voter).catch((error) => {
      console.error("category sections failed", error);
      return null;
    });
    const sections: Section[] = categories.map((c) => ({
      name: c.name,
      colorClass: c.colorClass,
      questions: read?.byCategory.get(c.name) ?? null,
    }));
    const splits = read?.splits ?? { divided: [], oneSided: [] };
    const page = { ...base, mode: "sections" as const, sections, votes: read?.votes ?? {}, splits };
    const shown = sections.flatMap((section) => section.questions ?? []);
    return data(page, { headers: personalQuestions({ cards: shown, countsRead }) });
  }

  const { questions, total, votes } = await listPublishedQuestions(
    app,
    {
      category: category?.name,
      search: params.q || undefined,
      sort,
      limit: CATEGORY_PAGE_SIZE,
      page: params.page,
    },
    voter,
  );
  const page = {
    ...base,
    mode: "filtered" as const,
    questions,
    pagination: paginate(params.page, CATEGORY_PAGE_SIZE, total),
    votes,
  };
  return data(page, { headers: personalQuestions({ cards: questions, countsRead }) });
}
