import { Vote } from "lucide-react";
import { useEffect, useRef } from "react";
import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";

/**
 * Shown when a visitor clicks a question they have already answered (inside its vote panel): it
 * opens as it mounts, and again each time `opened` counts another click.
 */
export default function AlreadyVotedDialog({
  opened,
  choices,
  resultsId,
}: {
  opened: number;
  /** Both options: the vote panel's vote attribute shows the chosen one (app/app.css). */
  choices: { A: string; B: string };
  resultsId: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new count is another click to answer.
  useEffect(() => {
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  }, [opened]);
  const close = () => dialogRef.current?.close();
  const viewResults = () => {
    close();
    const results = document.getElementById(resultsId);
    results?.scrollIntoView({ behavior: "smooth", block: "center" });
    results?.focus({ preventScroll: true });
  };
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${resultsId}-dialog-title`}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
    >
      <Vote className="size-10 text-indigo-700 dark:text-indigo-300" />
      <h2 id={`${resultsId}-dialog-title`} className="mt-2 text-xl font-bold">
        {m.question_already_voted()}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {m.question_your_choice_label()}{" "}
        <strong className="text-slate-900 dark:text-slate-100">
          <span className="choice-a">{choices.A}</span>
          <span className="choice-b">{choices.B}</span>
        </strong>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={button.primary} onClick={close}>
          {m.question_got_it()}
        </button>
        <button type="button" className={button.secondary} onClick={viewResults}>
          {m.question_view_results()}
        </button>
      </div>
    </dialog>
  );
}
