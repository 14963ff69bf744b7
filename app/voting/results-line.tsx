import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";

type Props = {
  /** The total's id: "View Results" in the already-voted dialog moves focus there. */
  id: string;
  total: number;
  pending: boolean;
  /** Open pages on the question, from the live socket; null (unknown) keeps its place empty. */
  viewers: number | null;
  /** The throttled summary for screen readers (use-throttled-announcement.ts). */
  announcement: string;
};

export const viewersText = (viewers: number) =>
  viewers === 1 ? m.question_viewers_you() : m.question_viewers_many({ shown: groupDigits(viewers) });

/** "1 total vote", "12,345 total votes", "共 12,345 票". */
const totalVotes = (n: number) =>
  n === 1
    ? m.question_total_votes_one({ shown: groupDigits(n) })
    : m.question_total_votes_many({ shown: groupDigits(n) });

/**
 * Under the vote buttons: the total, how many people are viewing, and a polite region that screen
 * readers hear when the results move. The viewers line keeps its place while unknown (it is on a
 * line of its own on a phone, beside the total from sm up), so nothing moves when it appears.
 */
export function ResultsLine({ id, total, pending, viewers, announcement }: Props) {
  return (
    <div className="mt-3 grid gap-1 text-sm font-medium text-slate-600 sm:flex sm:items-baseline sm:justify-between dark:text-slate-300">
      <p id={id} tabIndex={-1}>
        {totalVotes(total)}
        {pending && ` · ${m.question_voting()}`}
      </p>
      <p className={`flex items-center gap-2 tabular-nums ${viewers === null ? "invisible" : ""}`}>
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600 dark:bg-emerald-400" />
        {viewersText(viewers ?? 1)}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
