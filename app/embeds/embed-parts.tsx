import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import type { Question } from "#domain/question.ts";
import type { VoteOption } from "#domain/vote.ts";

// The embed's two states: the vote (buttons, or links to the site where a frame keeps no cookie)
// and the results after it. No JavaScript: the buttons post the form, the page answers with results.

export type EmbedQuestion = Pick<
  Question,
  "id" | "questionText" | "optionA" | "optionB" | "votesA" | "votesB"
>;

const OPTION_CLASS = {
  A: "bg-indigo-700 hover:bg-indigo-800",
  B: "bg-rose-700 hover:bg-rose-800",
};
const option =
  "flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left font-bold text-white transition-colors";
const letter = "grid size-7 shrink-0 place-items-center rounded-full bg-white/20 text-sm";

const texts = (q: EmbedQuestion) =>
  [
    ["A", q.optionA],
    ["B", q.optionB],
  ] as const;

/** The two options as buttons of a form that posts to the embed, and as links to the site. */
export function EmbedVote({ question, pageUrl }: { question: EmbedQuestion; pageUrl: string }) {
  return (
    <>
      <form method="post" className="embed-here mt-4 grid gap-2 min-[400px]:grid-cols-2">
        <input type="hidden" name="questionId" value={question.id} />
        {texts(question).map(([key, text]) => (
          <button
            key={key}
            type="submit"
            name="option"
            value={key}
            className={`${option} ${OPTION_CLASS[key]}`}
          >
            <span aria-hidden="true" className={letter}>
              {key}
            </span>
            <span className="min-w-0 break-words">{text}</span>
          </button>
        ))}
      </form>
      <div className="embed-elsewhere mt-4">
        <ul className="grid gap-2 min-[400px]:grid-cols-2">
          {texts(question).map(([key, text]) => (
            <li key={key}>
              <a href={pageUrl} target="_blank" rel="noopener" className={`${option} ${OPTION_CLASS[key]}`}>
                <span aria-hidden="true" className={letter}>
                  {key}
                </span>
                <span className="min-w-0 break-words">
                  {text}
                  <span className="sr-only">{m.question_opens_new_tab()}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-(--e-muted)">{m.embed_vote_elsewhere()}</p>
      </div>
    </>
  );
}

const BAR = { A: "bg-(--e-a-bar)", B: "bg-(--e-b-bar)" };

/** Each option's share with a bar, the reader's choice marked, and the total. */
export function EmbedResults({ question, yourVote }: { question: EmbedQuestion; yourVote: VoteOption }) {
  const { votesA, votesB } = question;
  const shares = percentages(votesA, votesB);
  const total = votesA + votesB;
  return (
    <section aria-label={m.embed_results()} className="mt-4">
      <ul className="grid gap-3">
        {texts(question).map(([key, text]) => {
          const share = key === "A" ? shares.a : shares.b;
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-3 text-sm font-semibold">
                <span className="min-w-0 break-words">
                  {key}. {text}
                  {yourVote === key && (
                    <span className="ml-2 inline-block rounded-full bg-emerald-800 px-2 py-0.5 text-xs font-bold text-white">
                      {m.question_your_choice()}
                    </span>
                  )}
                </span>
                <span className="shrink-0 tabular-nums">{share}%</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-(--e-track)">
                <div className={`h-full rounded-full ${BAR[key]}`} style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-(--e-muted)">
        {total === 1
          ? m.question_total_votes_one({ shown: groupDigits(total) })
          : m.question_total_votes_many({ shown: groupDigits(total) })}
      </p>
    </section>
  );
}
