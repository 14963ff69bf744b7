import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { listSearch, readListParams } from "#app/lib/list-params.ts";
import catalogueCategories from "#content/categories.json";
import { CATEGORY_PAGE_SIZE } from "#domain/limits.ts";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { paginate } from "#domain/pagination.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { toSort } from "#domain/sort.ts";
import { findCategory } from "#worker/services/categories.ts";
import { listPublishedQuestions } from "#worker/services/questions.ts";

const CHINESE_TEXT = new Map(catalogueCategories.map((c) => [c.name, c.zh]));

/**
 * The category's description and search texts in the page's language. The Chinese comes from the
 * catalogue (content/categories.json), which seeds the database's *_zh columns: the category rows
 * read here do not carry those columns.
 */
function inPageLanguage<
  T extends { name: string; description: string; seoTitle: string; seoDescription: string },
>(category: T): T {
  const zh = getLocale() === "zh" ? CHINESE_TEXT.get(category.name) : undefined;
  if (!zh) return category;
  return {
    ...category,
    description: zh.description,
    seoTitle: zh.seoTitle,
    seoDescription: zh.seoDescription,
  };
}

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
  const { questionCount, ...info } = inPageLanguage(category);
  const page = { category: info, questionCount, questions, pagination, params, votes };
  return data(page, { headers: personalQuestions({ cards: questions, countsRead }) });
}
