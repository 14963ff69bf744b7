import { Link } from "react-router";
import { formatVotes } from "#app/lib/format.ts";
import { card, muted } from "#app/lib/ui.ts";
import { SPLIT_MIN_VOTES } from "#domain/limits.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import type { Question } from "#domain/question.ts";
import { textLang } from "./language-note";

type Split = Pick<Question, "id" | "slug" | "questionText" | "votesA" | "votesB" | "language">;

/** One list: each question with its A/B split as figures and as a thin bar. */
function SplitList({
  id,
  title,
  blurb,
  questions,
}: {
  id: string;
  title: string;
  blurb: string;
  questions: Split[];
}) {
  return (
    <section aria-labelledby={id} className={`${card} p-5`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>{blurb}</p>
      {questions.length === 0 ? (
        <p className={`mt-3 text-sm ${muted}`}>{m.lists_split_empty({ count: SPLIT_MIN_VOTES })}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {questions.map((q) => {
            const pct = percentages(q.votesA, q.votesB);
            return (
              <li key={q.id}>
                <Link
                  to={localizeHref(`/question/${q.slug}`)}
                  className="font-semibold hover:underline"
                  {...textLang(q)}
                >
                  {q.questionText}
                </Link>
                <span
                  aria-hidden="true"
                  className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-rose-200 dark:bg-rose-900"
                >
                  <span className="bg-indigo-600 dark:bg-indigo-400" style={{ width: `${pct.a}%` }} />
                </span>
                <span className={`block text-xs ${muted}`}>
                  {m.lists_split_figures({ a: pct.a, b: pct.b, votes: formatVotes(q.votesA + q.votesB) })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** "Most divided" (closest to 50/50) and "Most one-sided", on the home and all-questions pages. */
export function SplitLists({ divided, oneSided }: { divided: Split[]; oneSided: Split[] }) {
  return (
    <>
      <SplitList
        id="divided-heading"
        title={m.lists_most_divided()}
        blurb={m.lists_most_divided_blurb()}
        questions={divided}
      />
      <SplitList
        id="one-sided-heading"
        title={m.lists_most_one_sided()}
        blurb={m.lists_most_one_sided_blurb()}
        questions={oneSided}
      />
    </>
  );
}
