import { Link } from "react-router";
import { formatVotes } from "#app/lib/format.ts";
import { card, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import { formatPlayers, formatQuestions } from "./room-counts";

export type SummaryData = {
  players: number;
  mostDivided: number | null;
  questions: {
    slug: string;
    text: string;
    optionA: string;
    optionB: string;
    a: number;
    b: number;
    siteA: number;
    siteB: number;
  }[];
};

function Split({
  who,
  a,
  b,
  optionA,
  optionB,
}: {
  who: string;
  a: number;
  b: number;
  optionA: string;
  optionB: string;
}) {
  const share = percentages(a, b);
  return (
    <div>
      <dt className="font-semibold">{who}</dt>
      <dd className="mt-1 flex flex-wrap gap-x-4">
        {a + b === 0 ? (
          <span className={muted}>{m.rooms_no_votes_yet()}</span>
        ) : (
          <>
            <span>
              {optionA}: <strong className="tabular-nums">{share.a}%</strong>
            </span>
            <span>
              {optionB}: <strong className="tabular-nums">{share.b}%</strong>
            </span>
            <span className={muted}>{m.rooms_summary_votes({ votes: formatVotes(a + b) })}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** The end of a room: its most divided question and, for each question, the room beside everyone else. */
export function RoomSummary({ summary, headingId }: { summary: SummaryData; headingId: string }) {
  const divided = summary.mostDivided === null ? undefined : summary.questions[summary.mostDivided];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-extrabold sm:text-3xl">
        {m.rooms_how_room_voted()}
      </h2>
      <p className={`mt-1 ${muted}`}>
        {m.rooms_summary_counts({
          players: formatPlayers(summary.players),
          questions: formatQuestions(summary.questions.length),
        })}
      </p>
      {divided && (
        <div className="mt-5 rounded-2xl bg-amber-100 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <p className="text-sm font-bold uppercase tracking-wide">{m.rooms_most_divided()}</p>
          <p className="mt-1 text-xl font-bold">{divided.text}</p>
          <p className="mt-1">
            {divided.optionA} {percentages(divided.a, divided.b).a}% · {divided.optionB}{" "}
            {percentages(divided.a, divided.b).b}%
          </p>
        </div>
      )}
      <ol className="mt-6 space-y-4">
        {summary.questions.map((q, index) => (
          <li key={q.slug} className={`${card} p-5`}>
            <p className="text-lg font-bold">
              {index + 1}. {q.text}
            </p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <Split who={m.rooms_this_room()} a={q.a} b={q.b} optionA={q.optionA} optionB={q.optionB} />
              <Split
                who={m.rooms_everyone_else()}
                a={q.siteA}
                b={q.siteB}
                optionA={q.optionA}
                optionB={q.optionB}
              />
            </dl>
            <Link to={localizeHref(`/question/${q.slug}`)} className={`${link} mt-3 inline-block`}>
              {m.rooms_see_question()}
              <span className="sr-only">{m.rooms_see_question_sr({ question: q.text })}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
