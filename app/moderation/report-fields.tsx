import { useState } from "react";
import { input } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "#domain/report-rules.ts";

type Props = {
  /** Keeps ids unique when the dialog and a page could both be on screen. */
  idPrefix: string;
  errors?: Record<string, string>;
  values?: { reason?: string; note?: string };
  /** What is reported, in the legend and the reasons' words: a question unless a comment's are given. */
  legend?: string;
  labels?: Record<ReportReason, () => string>;
  /** Tighter, without the note's hint: inside a comment's own report form. */
  compact?: boolean;
};

const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/**
 * The reasons and the note, shared by the report dialog, the report page and a comment's report
 * form (no JavaScript needed).
 */
export function ReportFields({
  idPrefix,
  errors = {},
  values = {},
  legend = m.moderation_report_legend(),
  labels = REPORT_REASON_LABELS,
  compact = false,
}: Props) {
  const [reason, setReason] = useState(values.reason);
  const noteId = `${idPrefix}-note`;
  const hintId = `${noteId}-hint`;
  const describedBy = [compact ? "" : hintId, errors.note ? `${noteId}-error` : ""].filter(Boolean).join(" ");
  return (
    <>
      <fieldset
        className={compact ? undefined : "mt-4"}
        aria-describedby={errors.reason ? `${idPrefix}-reason-error` : undefined}
      >
        <legend className="font-semibold">{legend}</legend>
        <div className={compact ? "mt-1 grid gap-0.5" : "mt-2 grid gap-1"}>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-100 dark:hover:bg-slate-800 ${compact ? "py-1.5 text-sm" : "py-2"}`}
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
              {labels[value]()}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${idPrefix}-reason-error`} role="alert" className={errorText}>
            {errors.reason}
          </p>
        )}
      </fieldset>
      <label htmlFor={noteId} className={`block font-semibold ${compact ? "mt-3 text-sm" : "mt-4"}`}>
        {reason === "other" ? m.moderation_note_required() : m.moderation_note_optional()}
      </label>
      {!compact && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {m.moderation_note_hint({ max: REPORT_NOTE_MAX })}
        </p>
      )}
      <textarea
        id={noteId}
        name="note"
        rows={compact ? 2 : 3}
        maxLength={REPORT_NOTE_MAX}
        required={reason === "other"}
        defaultValue={values.note}
        aria-invalid={errors.note ? true : undefined}
        aria-describedby={describedBy}
        className={`${input} mt-1`}
      />
      {errors.note && (
        <p id={`${noteId}-error`} role="alert" className={errorText}>
          {errors.note}
        </p>
      )}
    </>
  );
}
