import { useState } from "react";
import { input } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "#domain/report-rules.ts";

type Props = {
  /** Keeps ids unique when the dialog and a page could both be on screen. */
  idPrefix: string;
  errors?: Record<string, string>;
  values?: { reason?: string; note?: string };
};

const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** The reasons and the note, shared by the report dialog and the report page (no JavaScript needed). */
export function ReportFields({ idPrefix, errors = {}, values = {} }: Props) {
  const [reason, setReason] = useState(values.reason);
  const noteId = `${idPrefix}-note`;
  const hintId = `${noteId}-hint`;
  const describedBy = [hintId, errors.note ? `${noteId}-error` : ""].filter(Boolean).join(" ");
  return (
    <>
      <fieldset className="mt-4" aria-describedby={errors.reason ? `${idPrefix}-reason-error` : undefined}>
        <legend className="font-semibold">{m.moderation_report_legend()}</legend>
        <div className="mt-2 grid gap-1">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
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
              {REPORT_REASON_LABELS[value]()}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${idPrefix}-reason-error`} role="alert" className={errorText}>
            {errors.reason}
          </p>
        )}
      </fieldset>
      <label htmlFor={noteId} className="mt-4 block font-semibold">
        {reason === "other" ? m.moderation_note_required() : m.moderation_note_optional()}
      </label>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {m.moderation_note_hint({ max: REPORT_NOTE_MAX })}
      </p>
      <textarea
        id={noteId}
        name="note"
        rows={3}
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
