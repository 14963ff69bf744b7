import { useLocation } from "react-router";
import { YouMightAlsoLike } from "#app/components/audience-cards.tsx";
import { CardIconSprite } from "#app/components/card-icons.tsx";
import { ListControls } from "#app/components/list-controls.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { QuestionGrid } from "#app/components/question-card.tsx";
import { SplitLists } from "#app/components/split-lists.tsx";
import { PRODUCT_PATH } from "#app/lib/categories.ts";
import { groupDigits } from "#app/lib/format.ts";
import { container } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { pagedDescription, pagedTitle } from "#domain/landing-pages.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/questions";
import { CategoriesError } from "./categories-error";
import { CategorySection } from "./category-section";
import { loadQuestions } from "./questions.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQuestions(request, context);
}

// What about the page is personal, for the worker (domain/personal-questions.ts).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // A filtered list's later pages say which page they are; all of them are canonical to the page itself.
  const pagination = loaderData?.mode === "filtered" ? loaderData.pagination : undefined;
  const page = pagination?.page ?? 1;
  return pageMeta(matches, {
    title: pagedTitle(m.lists_questions_meta_title(), page),
    description: pagedDescription(m.lists_questions_meta_description(), page, pagination?.totalPages ?? 1),
    path: PRODUCT_PATH,
  });
};

export default function QuestionsPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const location = useLocation();
  return (
    <main>
      <CardIconSprite categories={cardCategories(data)} />
      <PageHero
        eyebrow={m.lists_questions_eyebrow()}
        title={m.lists_questions_title()}
        intro={m.lists_questions_intro()}
      />
      <div className={`${container} py-8`}>
        <section aria-labelledby="explore-heading">
          <h2 id="explore-heading" className="mb-4 text-2xl font-bold">
            {m.lists_explore_questions()}
          </h2>
          <ListControls
            params={data.params}
            searchPlaceholder={m.lists_search_placeholder()}
            categories={data.mode === "categories-failed" ? undefined : data.categories.map((c) => c.name)}
          />
        </section>
        {data.mode === "categories-failed" ? (
          <CategoriesError retryHref={`${location.pathname}${location.search}`} />
        ) : data.mode === "sections" ? (
          <>
            {data.sections.map((s) => (
              <CategorySection key={s.name} {...s} votes={data.votes} view={data.params.view} />
            ))}
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              <SplitLists divided={data.splits.divided} oneSided={data.splits.oneSided} />
            </div>
          </>
        ) : (
          <FilteredResults data={data} />
        )}
        <YouMightAlsoLike currentPath={PRODUCT_PATH} />
      </div>
    </main>
  );
}

/** The categories of the cards the page shows, whose icons its sprite draws. */
function cardCategories(data: Route.ComponentProps["loaderData"]): string[] {
  if (data.mode === "categories-failed") return [];
  if (data.mode === "sections") return data.sections.filter((s) => s.questions?.length).map((s) => s.name);
  return data.questions.map((q) => q.category);
}

/** "12 questions found" after a search, "12 questions loaded" otherwise. */
function resultCount(n: number, searched: boolean): string {
  const shown = groupDigits(n);
  if (searched) return n === 1 ? m.lists_found_one({ shown }) : m.lists_found_many({ shown });
  return n === 1 ? m.lists_loaded_one({ shown }) : m.lists_loaded_many({ shown });
}

type Filtered = Extract<Route.ComponentProps["loaderData"], { mode: "filtered" }>;

function FilteredResults({ data }: { data: Filtered }) {
  const classes = Object.fromEntries(data.categories.map((c) => [c.name, c.colorClass]));
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-2xl font-bold">
        {data.params.category ? categoryLabel(data.params.category) : m.lists_all_categories()}
        {data.params.q && <span className="font-normal">{m.lists_matching({ q: data.params.q })}</span>}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {resultCount(data.pagination.totalItems, Boolean(data.params.q))}
      </p>
      {data.questions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-lg font-bold dark:border-slate-700">
          {m.lists_no_questions_found()}
        </p>
      ) : (
        <QuestionGrid
          questions={data.questions}
          votes={data.votes}
          view={data.params.view}
          categoryClasses={classes}
        />
      )}
      <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} />
    </section>
  );
}
