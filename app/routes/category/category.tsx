import { isRouteErrorResponse, Link } from "react-router";
import { ListControls } from "#app/components/list-controls.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { QuestionGrid } from "#app/components/question-card.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { categoryIcon, categoryPath, PRODUCT_PATH } from "#app/lib/categories.ts";
import { categoryMeta } from "#app/lib/category-meta.ts";
import { formatCount } from "#app/lib/format.ts";
import { button, container } from "#app/lib/ui.ts";
import { showingRange } from "#domain/pagination.ts";
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: "Category Not Found - Would You Rather" }];
  const { category, questions, pagination } = loaderData;
  const path = categoryPath(category.name);
  const origin = originFrom(matches);
  // Each page of results is its own page for search engines; sort, view and search are not.
  const canonical = pagination.page > 1 ? `${path}?page=${pagination.page}` : path;
  const listed = questions.map((q) => ({ name: q.questionText, path: `/question/${q.slug}` }));
  return pageMeta(matches, {
    ...categoryMeta(category),
    path: canonical,
    image: {
      path: pagePreviewPath(path),
      ...PREVIEW_SIZE,
      alt: `${category.name} questions on Would You Rather`,
    },
    structuredData: [
      breadcrumbLd(origin, [
        { name: "Home", path: "/" },
        { name: "Questions", path: PRODUCT_PATH },
        { name: category.name, path },
      ]),
      ...(listed.length > 0 ? [itemListLd(origin, `${category.name} questions`, listed)] : []),
    ],
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, questionCount, questions, pagination, params, votes } = loaderData;
  const { from, to } = showingRange(pagination.page, pagination.limit, pagination.totalItems);
  const classes = { [category.name]: category.colorClass };
  return (
    <main>
      <section className={`bg-gradient-to-br ${category.gradient} text-white`}>
        <div className={`${container} py-10 sm:py-14`}>
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link to="/" className="underline-offset-4 hover:underline">
                  Home
                </Link>{" "}
                ›
              </li>
              <li>
                <Link to={PRODUCT_PATH} className="underline-offset-4 hover:underline">
                  Questions
                </Link>{" "}
                ›
              </li>
              <li aria-current="page" className="font-semibold">
                {category.name}
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
              <h1 className="text-3xl font-extrabold sm:text-4xl">{category.name} Questions</h1>
              <p className="mt-1 font-medium">{formatCount(questionCount, "question")} in this category</p>
            </div>
          </div>
          <p className="mt-4 max-w-2xl text-white">{category.description}</p>
        </div>
      </section>

      <div className={`${container} py-8`}>
        <ListControls params={params} searchPlaceholder={`Search in ${category.name} questions...`} />
        {/* Cards carry h3 titles; this keeps the outline h1, h2, h3 for screen readers. */}
        <h2 className="sr-only">{category.name} questions</h2>
        <div
          className="mt-6 mb-4 flex flex-wrap justify-between gap-2 text-sm text-slate-600 dark:text-slate-300"
          aria-live="polite"
        >
          <p>
            Showing {from}-{to} of {formatCount(pagination.totalItems, "question")}
          </p>
          <p>
            Page {pagination.page} of {pagination.totalPages}
          </p>
        </div>
        {questions.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="text-lg font-bold">No questions found</p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              {params.q
                ? "Try adjusting your search terms"
                : `No questions available in ${category.name} category yet`}
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
    return (
      <NotFound
        title="Category not found"
        message="We don't have a category by that name. Try one of these instead."
      />
    );
  }
  return (
    <main className={`${container} py-20 text-center`}>
      <p role="alert" className="text-slate-600 dark:text-slate-300">
        Failed to load questions
      </p>
      <h1 className="mt-2 text-3xl font-extrabold">Error loading category questions</h1>
      <Link to="/questions" className={`${button.primary} mt-6`}>
        Back to Questions
      </Link>
    </main>
  );
}
