import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { listSearch, readListParams } from "#app/lib/list-params.ts";
import { CATEGORY_PAGE_SIZE } from "#domain/limits.ts";
import { localizeHref } from "#domain/locale.ts";
import { paginate } from "#domain/pagination.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { toSort } from "#domain/sort.ts";
import { findCategory } from "#worker/services/categories.ts";
import { listPublishedQuestions } from "#worker/services/questions.ts";

export async function loadCategory(
  request: Request,
  categoryName: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  const { app, visitor } = requestContext(context);
  const params = readListParams(new URL(request.url));
  const category = await findCategory(app, categoryName ?? "");
  if (!category) throw data(null, { status: 404 });
  // One canonical spelling per category (/category/Kids), whatever was typed.
  if (categoryName !== category.name)
    throw redirect(localizeHref(`/category/${encodeURIComponent(category.name)}${listSearch(params)}`), 301);

  // Before the counts are read: a vote older than this is in them (domain/personal-questions.ts).
  const countsRead = Date.now();
  const { questions, total, votes } = await listPublishedQuestions(
    app,
    {
      category: category.name,
      sort: toSort(params.sort),
      search: params.q || undefined,
      limit: CATEGORY_PAGE_SIZE,
      page: params.page,
    },
    await visitor.voterHash(),
  );
  const pagination = paginate(params.page, CATEGORY_PAGE_SIZE, total);
  if (params.page > pagination.totalPages) {
    const lastPage = { ...params, page: pagination.totalPages };
    throw redirect(localizeHref(`/category/${encodeURIComponent(category.name)}${listSearch(lastPage)}`));
  }
  const { questionCount, ...info } = category;
  const page = { category: info, questionCount, questions, pagination, params, votes };
  return data(page, { headers: personalQuestions({ cards: questions, countsRead }) });
}
