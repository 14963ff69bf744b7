import { Flag } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useDialogOpening } from "#app/components/use-dialog-opening.ts";
import type { ReportActionData } from "#app/lib/intents.ts";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

const ReportDialog = lazy(() => import("./report-dialog"));

type Props = {
  question: { id: string; slug: string };
  /** From the page's loader: this visitor reported the question before. */
  reported: boolean;
};

export const reportPagePath = (slug: string) => `/question/${slug}/report`;

/**
 * A link to the question's report page, which JavaScript turns into the report dialog (loaded on
 * the first click). Once the visitor has reported, it gives way to a note saying so.
 */
export function ReportButton({ question, reported }: Props) {
  const answer = useFetcher<ReportActionData>({ key: `report:${question.id}` }).data;
  const done = reported || answer?.status === "reported" || answer?.status === "already-reported";
  const { opening, open, close } = useDialogOpening();
  const isOpen = opening > 0;
  const trigger = useRef<HTMLAnchorElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(false);

  // Focus goes back where it came from, or to the note that replaced the link after a report.
  useEffect(() => {
    if (wasOpen.current && !isOpen) (note.current ?? trigger.current)?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      {done ? (
        <p
          ref={note}
          tabIndex={-1}
          className="flex items-center gap-1.5 text-sm font-semibold text-slate-600 dark:text-slate-300"
        >
          <Flag className="size-4 shrink-0" /> {m.moderation_reported_note()}
        </p>
      ) : (
        <a
          ref={trigger}
          href={localizeHref(reportPagePath(question.slug))}
          aria-haspopup="dialog"
          className={button.ghost}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            open();
          }}
        >
          <Flag className="size-4 shrink-0" /> {m.moderation_report_link()}
        </a>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog key={opening} question={question} onClose={() => close(opening)} />
        </Suspense>
      )}
    </>
  );
}
