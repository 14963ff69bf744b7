import { input } from "#app/lib/ui.ts";
import { MODERATOR_NOTE_MAX } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import { REJECTION_REASON_LABELS } from "#domain/review-flags.ts";
import { richMessage } from "./rich-message";

/** The reason list and the optional note of a rejection or removal; ids are unique per form. */
export function RejectionFields({ idPrefix, form }: { idPrefix: string; form?: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr]">
      <div>
        <label htmlFor={`${idPrefix}-reason`} className="block text-sm font-semibold">
          {m.moderation_reason()}
        </label>
        <select
          id={`${idPrefix}-reason`}
          name="reason"
          form={form}
          required
          className={`${input} mt-1`}
          defaultValue=""
        >
          <option value="" disabled>
            {m.moderation_choose_reason()}
          </option>
          {Object.entries(REJECTION_REASON_LABELS).map(([code, label]) => (
            <option key={code} value={code}>
              {label()}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${idPrefix}-note`} className="block text-sm font-semibold">
          {richMessage(m.moderation_note_for_submitter, {
            optional: <span className="font-normal">{m.moderation_optional()}</span>,
          })}
        </label>
        <input
          id={`${idPrefix}-note`}
          name="note"
          form={form}
          maxLength={MODERATOR_NOTE_MAX}
          className={`${input} mt-1`}
        />
      </div>
    </div>
  );
}
