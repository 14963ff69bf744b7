import { Link, useNavigation } from "react-router";
import { textLang } from "#app/components/language-note.tsx";
import { SplitLists } from "#app/components/split-lists.tsx";
import { formatVotes } from "#app/lib/format.ts";
import { button, card, container } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Question } from "#domain/question.ts";
import type { Sort } from "#domain/sort.ts";

/** Messages, read while the filters render so they are in the page's language. */
const SORT_LABELS: Record<Sort, () => string> = {
  newest: m.home_sort_newest,
  hottest: m.home_sort_hottest,
  random: m.home_sort_random,
};

const chip = (active: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm font-semibold ${active ? "border-indigo-700 bg-indigo-700 text-white dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"}`;

/** Category chips and sorting for "Latest Questions": links, so they work without JavaScript. */
export function LatestFilters({
  categories,
  filter,
}: {
  categories: { name: string }[];
  filter: { category: string | null; sort: Sort };
}) {
  const busy = useNavigation().state === "loading";
  const href = (category: string | null, sort: Sort) => {
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    if (sort !== "newest") params.set("sort", sort);
    const qs = params.toString();
    return localizeHref(qs ? `/?${qs}` : "/");
  };
  return (
    <div className="mt-4 mb-5 grid gap-3" aria-busy={busy}>
      <nav aria-label={m.home_filter_by_category()} className="flex flex-wrap gap-2">
        {[null, ...categories.map((c) => c.name)].map((name) => (
          <Link
            key={name ?? "all"}
            to={href(name, filter.sort)}
            preventScrollReset
            aria-current={filter.category === name ? "true" : undefined}
            className={chip(filter.category === name)}
          >
            {name ? categoryLabel(name) : m.home_all()}
          </Link>
        ))}
      </nav>
      <nav aria-label={m.home_sort_questions()} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-700 dark:text-slate-200">{m.home_sort_label()}</span>
        {(Object.keys(SORT_LABELS) as Sort[]).map((sort) => (
          <Link
            key={sort}
            to={href(filter.category, sort)}
            preventScrollReset
            aria-current={filter.sort === sort ? "true" : undefined}
            className={chip(filter.sort === sort)}
          >
            {SORT_LABELS[sort]()}
          </Link>
        ))}
      </nav>
    </div>
  );
}

type Linkable = Pick<Question, "id" | "slug" | "questionText" | "votesA" | "votesB" | "language">;

export function HomeSidebar({
  top,
  more,
  splits,
}: {
  top: Linkable[];
  more: Linkable[];
  splits: { divided: Linkable[]; oneSided: Linkable[] };
}) {
  return (
    <aside className="grid content-start gap-6">
      <section aria-labelledby="top-heading" className={`${card} p-5`}>
        <h2 id="top-heading" className="text-lg font-bold">
          {m.home_top_voted()}
        </h2>
        <ol className="mt-3 grid gap-3">
          {top.map((q, i) => (
            <li key={q.id} className="flex gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-amber-100 text-sm font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                {i + 1}
              </span>
              <span>
                <Link
                  to={localizeHref(`/question/${q.slug}`)}
                  className="font-semibold hover:underline"
                  {...textLang(q)}
                >
                  {q.questionText}
                </Link>
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {formatVotes(q.votesA + q.votesB)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <SplitLists divided={splits.divided} oneSided={splits.oneSided} />
      <section aria-labelledby="more-heading" className={`${card} p-5`}>
        <h2 id="more-heading" className="text-lg font-bold">
          {m.home_more_questions()}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {more.map((q) => (
            <li key={q.id}>
              <Link to={localizeHref(`/question/${q.slug}`)} className="hover:underline" {...textLang(q)}>
                {q.questionText}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

export function HomeErrorView() {
  return (
    <main className={`${container} py-20 text-center`}>
      <h1 className="text-3xl font-extrabold">{m.home_error_title()}</h1>
      <p role="alert" className="mt-3 text-slate-600 dark:text-slate-300">
        {m.home_error_message()}
      </p>
      <button type="button" className={`${button.primary} mt-6`} onClick={() => window.location.reload()}>
        {m.home_try_again()}
      </button>
    </main>
  );
}
