import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { CommentReportFields } from "./comment-report-fields";
import { DISCUSSION_INTENTS, SCRIPTED_FIELD } from "./intents";
import { useDiscussionForm } from "./use-discussion-form";

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
      <CommentReportFields
        idPrefix={`report-${commentId}`}
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
