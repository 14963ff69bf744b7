import { useState } from "react";

const summaryClass =
  "inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2.5 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden";

type Props = {
  summary: React.ReactNode;
  /** Open from the start: a post without JavaScript came back refused, with the form to correct. */
  initiallyOpen?: boolean;
  children: (close: () => void) => React.ReactNode;
};

/**
 * A comment's Reply, Edit, Delete or Report: a <details>, so its form opens and works without
 * JavaScript; open, it takes the row's whole width so the form sits under the buttons.
 */
export function ActionDisclosure({ summary, initiallyOpen = false, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="open:basis-full open:rounded-xl open:bg-slate-50 open:p-3 dark:open:bg-slate-950"
    >
      <summary className={summaryClass}>{summary}</summary>
      <div className="mt-2">{children(() => setOpen(false))}</div>
    </details>
  );
}
