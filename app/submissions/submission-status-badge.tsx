import { muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { SubmissionStatus } from "#domain/submission-status.ts";

/** Each status as its author reads it, in the page's language (read while rendering). */
const LABELS: Record<SubmissionStatus, () => string> = {
  pending: m.submit_status_pending,
  published: m.submit_status_published,
  "not-published": m.submit_status_not_published,
  hidden: m.submit_status_hidden,
};

const STYLES: Record<SubmissionStatus, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  published: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
  "not-published": "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  hidden: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-50",
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STYLES[status]}`}>
      {LABELS[status]()}
    </span>
  );
}

/** Why a moderator did not publish it, in their words when they left a note. */
export function RejectionDetails({ rejection }: { rejection: { reason?: string; note?: string } }) {
  if (!rejection.reason && !rejection.note) return null;
  return (
    <p className="text-sm">
      {rejection.reason && (
        <>
          <span className="font-semibold">{m.submit_reason_label()}</span>{" "}
          {m.submit_reason_text({ reason: rejection.reason })}
        </>
      )}
      {rejection.note && (
        <>
          {" "}
          <span className="font-semibold">{m.submit_moderator_note()}</span>{" "}
          <span className={muted}>{rejection.note}</span>
        </>
      )}
    </p>
  );
}
