import { type CSSProperties, lazy, Suspense, useEffect, useState } from "react";
import { HumanCheck } from "#app/components/human-check.tsx";
import { textLang } from "#app/components/language-note.tsx";
import { formatVotes } from "#app/lib/format.ts";
import type { LiveResults } from "#app/live-results/use-live-results.ts";
import { freshestCounts } from "#domain/live.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import { PANEL_ATTRIBUTE, PANEL_VARIANT_ATTRIBUTE, YOUR_VOTE_ATTRIBUTE } from "#domain/personal-questions.ts";
import { ResultsLine } from "./results-line";
import { useThrottledAnnouncement } from "./use-throttled-announcement";
import { useVote, type VotableQuestion } from "./use-vote";

// Only a visitor who clicks a question they already answered sees it: its code loads on that click.
const AlreadyVotedDialog = lazy(() => import("./already-voted-dialog"));

const TONES = {
  A: {
    border: "border-indigo-600 dark:border-indigo-400",
    bar: "bg-indigo-100 dark:bg-indigo-900/70",
    chip: "bg-indigo-700 text-white",
  },
  B: {
    border: "border-rose-600 dark:border-rose-400",
    bar: "bg-rose-100 dark:bg-rose-900/70",
    chip: "bg-rose-700 text-white",
  },
};

/**
 * What a vote changes in the panel is styled from its vote attribute (app/app.css), so the worker
 * can write a returning voter's vote onto a shared copy: results wait for the vote on a question
 * page, and the "Your Choice" badge shows on the chosen option.
 */
const AFTER_VOTE = { home: "", detail: "after-vote" };
const CHOICE_CLASS = { A: "choice-a", B: "choice-b" };

type Props = {
  question: VotableQuestion;
  serverVote: "A" | "B" | null;
  /** Home shows bars before voting (50/50 with no votes); other pages reveal results after the vote. */
  variant: "home" | "detail";
  onVoted?: () => void;
  onError?: (message: string) => void;
  /** Pressing A or B votes (the question page). */
  keyboardShortcuts?: boolean;
  /** Where the form posts without JavaScript, when the page's URL carries state to keep (play mode). */
  action?: string;
  /** Counts and viewers from the question's socket (use-live-results.ts), where the page has one. */
  live?: LiveResults;
};

/**
 * The two big option buttons of a question, then its results. It is a real form, so it votes without
 * JavaScript. Result rows are always laid out (invisible until shown), so nothing moves when they appear.
 */
export function VotePanel({
  question,
  serverVote,
  variant,
  onVoted,
  onError,
  keyboardShortcuts,
  action,
  live,
}: Props) {
  const vote = useVote(question, serverVote, { onVoted, onError });
  useVoteKeys(keyboardShortcuts === true && vote.yourVote === null && !vote.pending, vote.vote);
  // How many times the visitor clicked again after voting: each click opens the dialog once more.
  const [askedAgain, setAskedAgain] = useState(0);
  const voted = vote.yourVote !== null;
  const showResults = voted || variant === "home";
  // Live counts move the bars only once results are shown; before that only the total moves.
  const { votesA, votesB } = freshestCounts(vote, live?.counts ?? null);
  const pct = percentages(votesA, votesB, variant === "home" ? 50 : 0);
  const total = votesA + votesB;
  const resultsId = `results-${question.id}`;
  // A submission written in the other language says so to screen readers and fonts.
  const lang = question.language ? textLang({ language: question.language }) : {};
  const options = [
    { key: "A" as const, text: question.optionA, percent: pct.a, count: votesA },
    { key: "B" as const, text: question.optionB, percent: pct.b, count: votesB },
  ];
  const announcement = useThrottledAnnouncement(
    showResults && live
      ? m.question_live_summary({
          percentA: pct.a,
          optionA: question.optionA,
          percentB: pct.b,
          optionB: question.optionB,
          total: formatVotes(total),
        })
      : null,
  );
  // Once voted on the home page the options stay clickable and explain why nothing changes.
  const explainsRepeat = voted && variant === "home";

  // The vote goes last: the worker adds a returning voter's right there on a shared copy
  // (worker/http/written-votes.ts), so both markups are the same.
  const marks = {
    [PANEL_VARIANT_ATTRIBUTE]: variant,
    [PANEL_ATTRIBUTE]: question.id,
    [YOUR_VOTE_ATTRIBUTE]: vote.yourVote ?? undefined,
  };
  return (
    <vote.fetcher.Form method="post" action={action} aria-busy={vote.pending} {...marks}>
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="questionId" value={question.id} />
      <fieldset>
        <legend className="sr-only" {...lang}>
          {question.questionText}
        </legend>
        <div className="relative grid gap-3 sm:grid-cols-2">
          {options.map((o) => (
            <button
              key={o.key}
              type={explainsRepeat ? "button" : "submit"}
              name="option"
              value={o.key}
              disabled={vote.pending || (voted && !explainsRepeat)}
              aria-pressed={voted ? vote.yourVote === o.key : undefined}
              onClick={explainsRepeat ? () => setAskedAgain((times) => times + 1) : undefined}
              className={`group relative min-h-28 overflow-hidden rounded-2xl border-2 ${TONES[o.key].border} bg-white p-4 text-left transition enabled:hover:-translate-y-0.5 enabled:hover:shadow-md disabled:cursor-default dark:bg-slate-900`}
            >
              <span
                aria-hidden="true"
                className={`vote-bar absolute inset-y-0 left-0 ${TONES[o.key].bar} ${AFTER_VOTE[variant]} transition-[width] duration-700 ease-out motion-reduce:transition-none`}
                style={{ "--share": `${o.percent}%` } as CSSProperties}
              />
              <span className="relative flex items-start gap-3">
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${TONES[o.key].chip}`}
                >
                  {o.key}
                </span>
                <span
                  className="text-lg font-bold leading-snug"
                  {...(vote.pendingOption === o.key ? {} : lang)}
                >
                  {vote.pendingOption === o.key ? m.question_voting() : o.text}
                </span>
              </span>
              <span
                className={`relative mt-3 flex items-center justify-between text-sm font-semibold ${AFTER_VOTE[variant]}`}
              >
                <span>
                  {o.percent}% · {formatVotes(o.count)}
                </span>
                <span className={`choice-badge ${CHOICE_CLASS[o.key]}`}>{m.question_your_choice()}</span>
              </span>
            </button>
          ))}
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 hidden size-10 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white bg-slate-900 text-xs font-black text-white sm:grid dark:border-slate-900 dark:bg-slate-100 dark:text-slate-900"
          >
            {m.question_or()}
          </span>
        </div>
      </fieldset>
      {vote.humanCheckKey && (
        <div className="mt-3 grid gap-2" role="status">
          <p className="text-sm font-semibold">{m.question_network_check()}</p>
          <HumanCheck siteKey={vote.humanCheckKey} action="vote" answer={vote.fetcher.data} />
        </div>
      )}
      <ResultsLine
        id={resultsId}
        total={total}
        pending={vote.pending}
        viewers={live?.viewers ?? null}
        announcement={announcement}
      />
      {askedAgain > 0 && (
        <Suspense>
          <AlreadyVotedDialog
            opened={askedAgain}
            resultsId={resultsId}
            choices={{ A: question.optionA, B: question.optionB }}
          />
        </Suspense>
      )}
    </vote.fetcher.Form>
  );
}

/** A or B anywhere on the page votes, unless the visitor is typing or using a shortcut of their own. */
function useVoteKeys(active: boolean, vote: (option: "A" | "B") => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable]")) return;
      const key = event.key.toUpperCase();
      if (key === "A" || key === "B") {
        event.preventDefault();
        vote(key);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, vote]);
}
