import { isRouteErrorResponse, Link } from "react-router";
import { CardIconSprite } from "#app/components/card-icons.tsx";
import { ListControls } from "#app/components/list-controls.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { QuestionGrid } from "#app/components/question-card.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { categoryIcon, categoryPath, PRODUCT_PATH } from "#app/lib/categories.ts";
import { type CategoryText, categoryMeta } from "#app/lib/category-meta.ts";
import { groupDigits } from "#app/lib/format.ts";
import { descriptionFits, fitDescription, titleFits, titleWithSite } from "#app/lib/meta-text.ts";
import { button, container } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { hasLandingPage, pagedDescription, pagedTitle } from "#domain/landing-pages.ts";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { showingRange } from "#domain/pagination.ts";
import { m } from "#domain/paraglide/messages.js";
import { originFrom, pageMeta } from "#domain/seo.ts";
import { PREVIEW_SIZE, pagePreviewPath } from "#domain/share-images.ts";
import { breadcrumbLd, itemListLd } from "#domain/structured-data.ts";
import type { Route } from "./+types/category";
import { loadCategory } from "./category.server";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCategory(request, params.categoryName, context);
}

// What about the page is personal, for the worker (domain/personal-questions.ts).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * categoryMeta's rules (app/lib/category-meta.ts) for a Chinese page: the loader gives the
 * catalogue's Chinese texts, and a short Chinese description is extended with the page's offers.
 */
function chineseCategoryMeta(category: CategoryText): { title: string; description: string } {
  const name = categoryLabel(category.name);
  if (hasLandingPage(category.name)) {
    return {
      title: titleWithSite(m.lists_category_vote_title({ name })),
      description: fitDescription(m.lists_category_vote_description({ name }), [
        m.lists_category_extra_search(),
        m.lists_category_extra_free(),
      ]),
    };
  }
  const extras = [
    m.lists_category_extra_live(),
    m.lists_category_extra_search(),
    m.lists_category_extra_free(),
  ];
  return {
    title: titleFits(category.seoTitle)
      ? category.seoTitle
      : titleWithSite(m.lists_category_default_title({ name })),
    description: descriptionFits(category.seoDescription)
      ? category.seoDescription
      : fitDescription(category.seoDescription || category.description, extras),
  };
}

/** "12 questions" in the page's language, inside a sentence. */
const questionsIn = (
  n: number,
  one: (p: { shown: string }) => string,
  many: (p: { shown: string }) => string,
) => (n === 1 ? one : many)({ shown: groupDigits(n) });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: m.lists_category_not_found_meta() }];
  const { category, questions, pagination } = loaderData;
  const path = categoryPath(category.name);
  const origin = originFrom(matches);
  // Each page of results is its own page for search engines; sort, view and search are not.
  const canonical = pagination.page > 1 ? `${path}?page=${pagination.page}` : path;
  const listed = questions.map((q) => ({ name: q.questionText, path: localizeHref(`/question/${q.slug}`) }));
  const name = categoryLabel(category.name);
  const text = getLocale() === "zh" ? chineseCategoryMeta(category) : categoryMeta(category);
  // Page 2 and later say so in the title and description, so each page's are its own.
  const { page, totalPages } = pagination;
  return pageMeta(matches, {
    title: pagedTitle(text.title, page),
    description: pagedDescription(text.description, page, totalPages),
    path: canonical,
    image: {
      path: pagePreviewPath(path),
      ...PREVIEW_SIZE,
      alt: m.lists_category_preview_alt({ name }),
    },
    structuredData: [
      breadcrumbLd(origin, [
        { name: m.lists_crumb_home(), path: localizeHref("/") },
        { name: m.lists_crumb_questions(), path: localizeHref(PRODUCT_PATH) },
        { name, path: localizeHref(path) },
      ]),
      ...(listed.length > 0 ? [itemListLd(origin, m.lists_category_questions({ name }), listed)] : []),
    ],
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, questionCount, questions, pagination, params, votes } = loaderData;
  const { from, to } = showingRange(pagination.page, pagination.limit, pagination.totalItems);
  const classes = { [category.name]: category.colorClass };
  const name = categoryLabel(category.name);
  return (
    <main>
      <CardIconSprite categories={[category.name]} />
      <section className={`bg-gradient-to-br ${category.gradient} text-white`}>
        <div className={`${container} py-10 sm:py-14`}>
          <nav aria-label={m.lists_breadcrumb()} className="text-sm">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link to={localizeHref("/")} className="underline-offset-4 hover:underline">
                  {m.lists_crumb_home()}
                </Link>{" "}
                ›
              </li>
              <li>
                <Link to={localizeHref(PRODUCT_PATH)} className="underline-offset-4 hover:underline">
                  {m.lists_crumb_questions()}
                </Link>{" "}
                ›
              </li>
              <li aria-current="page" className="font-semibold">
                {name}
              </li>
            </ol>
          </nav>
          <div className="mt-4 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-16 place-items-center rounded-2xl bg-white/20 text-4xl"
            >
              {categoryIcon(category.name)}
            </span>
            <div>
              <h1 className="text-3xl font-extrabold sm:text-4xl">{m.lists_category_heading({ name })}</h1>
              <p className="mt-1 font-medium">
                {questionsIn(questionCount, m.lists_in_category_one, m.lists_in_category_many)}
              </p>
            </div>
          </div>
          <p className="mt-4 max-w-2xl text-white">{category.description}</p>
        </div>
      </section>

      <div className={`${container} py-8`}>
        <ListControls params={params} searchPlaceholder={m.lists_search_in_category({ name })} />
        {/* Cards carry h3 titles; this keeps the outline h1, h2, h3 for screen readers. */}
        <h2 className="sr-only">{m.lists_category_questions({ name })}</h2>
        <div
          className="mt-6 mb-4 flex flex-wrap justify-between gap-2 text-sm text-slate-600 dark:text-slate-300"
          aria-live="polite"
        >
          <p>
            {(pagination.totalItems === 1 ? m.lists_showing_one : m.lists_showing_many)({
              from,
              to,
              shown: groupDigits(pagination.totalItems),
            })}
          </p>
          <p>{m.lists_page_of({ page: pagination.page, total: pagination.totalPages })}</p>
        </div>
        {questions.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="text-lg font-bold">{m.lists_no_questions_found()}</p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              {params.q ? m.lists_try_adjusting() : m.lists_none_in_category({ name })}
            </p>
          </div>
        ) : (
          <QuestionGrid questions={questions} votes={votes} view={params.view} categoryClasses={classes} />
        )}
        <Pagination page={pagination.page} totalPages={pagination.totalPages} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound title={m.lists_category_not_found()} message={m.lists_category_not_found_message()} />;
  }
  return (
    <main className={`${container} py-20 text-center`}>
      <p role="alert" className="text-slate-600 dark:text-slate-300">
        {m.lists_failed_to_load_questions()}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold">{m.lists_error_loading_category()}</h1>
      <Link to={localizeHref("/questions")} className={`${button.primary} mt-6`}>
        {m.lists_back_to_questions()}
      </Link>
    </main>
  );
}
