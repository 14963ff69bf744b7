// Loaded only when someone opens it (see report-button.tsx), so it costs no page any JavaScript.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ModalDialog } from "#app/components/modal-dialog.tsx";
import { INTENTS, type ReportActionData } from "#app/lib/intents.ts";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { ReportFields } from "./report-fields";

export type ReportDialogProps = {
  question: { id: string; slug: string };
  onClose: () => void;
};

/** Report a question: a reason and a note, posted to the question page's action; then a thank-you. */
export default function ReportDialog({ question, onClose }: ReportDialogProps) {
  // Keyed like the page's report button, which turns into "You reported this question" from the same answer.
  const fetcher = useFetcher<ReportActionData>({ key: `report:${question.id}` });
  const answer = fetcher.data;
  const done = answer?.status === "reported" || answer?.status === "already-reported";
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => closeButton.current?.closest("dialog")?.close();

  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);

  return (
    <ModalDialog
      titleId="report-dialog-title"
      title={m.moderation_report_title()}
      width="w-[min(94vw,30rem)]"
      onClose={onClose}
    >
      {done ? (
        <>
          <p
            role="status"
            className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {answer.message}
          </p>
          <div className="mt-5 flex justify-end">
            <button ref={closeButton} type="button" className={button.primary} onClick={close}>
              {m.moderation_close()}
            </button>
          </div>
        </>
      ) : (
        <fetcher.Form method="post" action={localizeHref(`/question/${question.slug}`)}>
          <input type="hidden" name="intent" value={INTENTS.report} />
          <input type="hidden" name="questionId" value={question.id} />
          {answer?.status === "error" && !answer.fieldErrors && (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {answer.error}
            </p>
          )}
          <ReportFields
            idPrefix="report-dialog"
            errors={answer?.status === "error" ? answer.fieldErrors : undefined}
          />
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button ref={closeButton} type="button" className={button.secondary} onClick={close}>
              {m.moderation_cancel()}
            </button>
            <button type="submit" className={button.primary} disabled={fetcher.state !== "idle"}>
              {fetcher.state === "idle" ? m.moderation_send_report() : m.moderation_sending()}
            </button>
          </div>
        </fetcher.Form>
      )}
    </ModalDialog>
  );
}
