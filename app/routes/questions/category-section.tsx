import { Link, useLocation } from "react-router";
import { type CardQuestion, QuestionGrid } from "#app/components/question-card.tsx";
import { categoryIcon, categoryPath } from "#app/lib/categories.ts";
import { button } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { CATEGORY_SECTION_SIZE } from "#domain/limits.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

type Props = {
  name: string;
  colorClass: string;
  questions: CardQuestion[] | null;
  votes: Record<string, "A" | "B">;
  view: "grid" | "list";
};

/** One category's first questions on the all-questions page, with its own error and Retry. */
export function CategorySection({ name, colorClass, questions, votes, view }: Props) {
  const location = useLocation();
  const headingId = `section-${name.toLowerCase()}`;
  const label = categoryLabel(name);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
        <span aria-hidden="true">{categoryIcon(name)}</span>
        {label}
      </h2>
      {questions === null ? (
        <div
          role="alert"
          className="mt-4 rounded-2xl border border-red-300 bg-red-50 p-5 dark:border-red-800 dark:bg-red-950"
        >
          <p className="font-bold text-red-900 dark:text-red-100">{m.lists_error_loading_questions()}</p>
          <p className="text-sm text-red-900 dark:text-red-100">
            {m.lists_failed_category_questions({ name: label })}
          </p>
          <Link
            to={`${location.pathname}${location.search}`}
            preventScrollReset
            className={`${button.secondary} mt-3`}
          >
            {m.lists_retry()}
          </Link>
        </div>
      ) : questions.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{m.lists_no_questions_found()}</p>
      ) : (
        <div className="mt-4">
          <QuestionGrid
            questions={questions}
            votes={votes}
            view={view}
            categoryClasses={{ [name]: colorClass }}
          />
        </div>
      )}
      {questions?.length === CATEGORY_SECTION_SIZE && (
        <Link to={localizeHref(categoryPath(name))} className={`${button.secondary} mt-4`}>
          {m.lists_view_more({ name: label })}
        </Link>
      )}
    </section>
  );
}
