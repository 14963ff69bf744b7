import { button } from "#app/lib/ui.ts";
import { ReportFields } from "#app/moderation/report-fields.tsx";
import { m } from "#domain/paraglide/messages.js";
import type { ReportReason } from "#domain/report-rules.ts";
import { DISCUSSION_INTENTS, SCRIPTED_FIELD } from "./intents";
import { useDiscussionForm } from "./use-discussion-form";

// The reasons a question's report offers, worded for a comment: the same values reach the same
// moderators' queue, where "duplicate" and "wrong-category" read as repeated and off topic.
const REASON_LABELS: Record<ReportReason, () => string> = {
  offensive: m.discussion_reason_offensive,
  spam: m.discussion_reason_spam,
  duplicate: m.discussion_reason_duplicate,
  "wrong-category": m.discussion_reason_wrong_category,
  other: m.discussion_reason_other,
};

/** A member's report of someone else's comment; the thanks replaces the form. */
export function ReportForm({ commentId }: { commentId: string }) {
  const form = useDiscussionForm(DISCUSSION_INTENTS.report, commentId);
  if (form.answer?.status === "ok") {
    return (
      <p role="status" className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        {form.answer.message}
      </p>
    );
  }
  return (
    <form.fetcher.Form method="post" action={form.action}>
      <input type="hidden" name="intent" value={DISCUSSION_INTENTS.report} />
      <input type="hidden" name="commentId" value={commentId} />
      {form.hydrated && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <ReportFields
        idPrefix={`report-${commentId}`}
        legend={m.discussion_report_legend()}
        labels={REASON_LABELS}
        compact
        errors={form.error?.fieldErrors}
        values={form.kept}
      />
      {form.error && !form.error.fieldErrors && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {form.error.error}
        </p>
      )}
      <button type="submit" className={`${button.secondary} mt-3`} disabled={form.busy}>
        {m.discussion_report_send()}
      </button>
    </form.fetcher.Form>
  );
}
