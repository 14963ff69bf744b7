import { Link, useLocation } from "react-router";
import { type CardQuestion, QuestionGrid } from "#app/components/question-card.tsx";
import { categoryIcon, categoryPath } from "#app/lib/categories.ts";
import { button } from "#app/lib/ui.ts";
import { CATEGORY_SECTION_SIZE } from "#domain/limits.ts";

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
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
        <span aria-hidden="true">{categoryIcon(name)}</span>
        {name}
      </h2>
      {questions === null ? (
        <div
          role="alert"
          className="mt-4 rounded-2xl border border-red-300 bg-red-50 p-5 dark:border-red-800 dark:bg-red-950"
        >
          <p className="font-bold text-red-900 dark:text-red-100">Error loading questions</p>
          <p className="text-sm text-red-900 dark:text-red-100">Failed to load {name} questions</p>
          <Link
            to={`${location.pathname}${location.search}`}
            preventScrollReset
            className={`${button.secondary} mt-3`}
          >
            Retry
          </Link>
        </div>
      ) : questions.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">No questions found</p>
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
        <Link to={categoryPath(name)} className={`${button.secondary} mt-4`}>
          View more {name} questions
        </Link>
      )}
    </section>
  );
}
