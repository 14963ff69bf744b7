import { Link } from "react-router";
import { formatCount } from "#app/lib/format.ts";
import { card, muted } from "#app/lib/ui.ts";
import { SPLIT_MIN_VOTES } from "#domain/limits.ts";
import { percentages } from "#domain/percent.ts";

type Split = { id: string; slug: string; questionText: string; votesA: number; votesB: number };

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
        <p className={`mt-3 text-sm ${muted}`}>
          Questions appear here once {SPLIT_MIN_VOTES} people have answered them.
        </p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {questions.map((q) => {
            const pct = percentages(q.votesA, q.votesB);
            return (
              <li key={q.id}>
                <Link to={`/question/${q.slug}`} className="font-semibold hover:underline">
                  {q.questionText}
                </Link>
                <span
                  aria-hidden="true"
                  className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-rose-200 dark:bg-rose-900"
                >
                  <span className="bg-indigo-600 dark:bg-indigo-400" style={{ width: `${pct.a}%` }} />
                </span>
                <span className={`block text-xs ${muted}`}>
                  A {pct.a}% · B {pct.b}% · {formatCount(q.votesA + q.votesB, "vote")}
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
        title="Most Divided"
        blurb="Closest to a perfect 50/50."
        questions={divided}
      />
      <SplitList
        id="one-sided-heading"
        title="Most One-Sided"
        blurb="Where nearly everyone agrees."
        questions={oneSided}
      />
    </>
  );
}
