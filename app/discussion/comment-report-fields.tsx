import { useState } from "react";
import { input } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "#domain/report-rules.ts";

// The reasons a question's report offers, worded for a comment: the same values reach the same
// moderators' queue, where "duplicate" and "wrong-category" read as repeated and off topic.
const REASON_LABELS: Record<ReportReason, () => string> = {
  offensive: m.discussion_reason_offensive,
  spam: m.discussion_reason_spam,
  duplicate: m.discussion_reason_duplicate,
  "wrong-category": m.discussion_reason_wrong_category,
  other: m.discussion_reason_other,
};

const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

type Props = {
  idPrefix: string;
  errors?: Record<string, string>;
  values?: { reason?: string; note?: string };
};

/** A reason (required) and a note (required for "Something else"), working without JavaScript. */
export function CommentReportFields({ idPrefix, errors = {}, values = {} }: Props) {
  const [reason, setReason] = useState(values.reason);
  const noteId = `${idPrefix}-note`;
  const noteErrorId = `${noteId}-error`;
  return (
    <>
      <fieldset aria-describedby={errors.reason ? `${idPrefix}-reason-error` : undefined}>
        <legend className="font-semibold">{m.discussion_report_legend()}</legend>
        <div className="mt-1 grid gap-0.5">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                required
                defaultChecked={values.reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-indigo-700 dark:accent-indigo-400"
              />
              {REASON_LABELS[value]()}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${idPrefix}-reason-error`} role="alert" className={errorText}>
            {errors.reason}
          </p>
        )}
      </fieldset>
      <label htmlFor={noteId} className="mt-3 block text-sm font-semibold">
        {reason === "other" ? m.moderation_note_required() : m.moderation_note_optional()}
      </label>
      <textarea
        id={noteId}
        name="note"
        rows={2}
        maxLength={REPORT_NOTE_MAX}
        required={reason === "other"}
        defaultValue={values.note}
        aria-invalid={errors.note ? true : undefined}
        aria-describedby={errors.note ? noteErrorId : undefined}
        className={`${input} mt-1`}
      />
      {errors.note && (
        <p id={noteErrorId} role="alert" className={errorText}>
          {errors.note}
        </p>
      )}
    </>
  );
}
