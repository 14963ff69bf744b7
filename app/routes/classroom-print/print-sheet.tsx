import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { button, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

/** The classroom landing page this sheet belongs to, and the sheet's own path. */
export const CLASSROOM_PATH = "/would-you-rather-questions-for-the-classroom";
export const PRINT_PATH = `${CLASSROOM_PATH}/print`;

export type SheetQuestion = { id: string; questionText: string; optionA: string; optionB: string };

/**
 * "Print this sheet", once the page's script runs: without JavaScript a button could do nothing,
 * so the page shows only the keyboard shortcut, which it always explains.
 */
export function PrintControls() {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === "function"), []);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {canPrint && (
        <button
          type="button"
          className={`${button.primary} shrink-0 self-start whitespace-nowrap`}
          onClick={() => window.print()}
        >
          <Printer aria-hidden="true" className="size-4" />
          {m.print_button()}
        </button>
      )}
      <p className={`text-sm ${muted}`}>{m.print_keyboard()}</p>
    </div>
  );
}

/** Links to the sheets either side of this one, wrapping around, so a teacher can print a different one. */
export function OtherSheets({ set, sets }: { set: number; sets: number }) {
  if (sets < 2) return null;
  const previous = set > 1 ? set - 1 : sets;
  const next = set < sets ? set + 1 : 1;
  const href = (n: number) => `${localizeHref(PRINT_PATH)}?set=${n}`;
  return (
    <nav aria-label={m.print_other_sheets()} className="flex flex-wrap gap-3">
      <Link to={href(previous)} className={button.secondary}>
        {m.print_previous()}
      </Link>
      <Link to={href(next)} className={button.secondary}>
        {m.print_next()}
      </Link>
    </nav>
  );
}

/** A line to write on, with its label: on paper, where the pupil writes their name, class and date. */
function WriteIn({ label, wide = false }: { label: string; wide?: boolean }) {
  return (
    <span className="sheet-write-in inline-flex items-end gap-2">
      <span>{label}</span>
      <span
        aria-hidden="true"
        className={`sheet-line inline-block ${wide ? "sheet-line-wide w-48" : "w-24"}`}
      />
    </span>
  );
}

export function PupilLines() {
  return (
    <p className="sheet-pupil mt-4 flex flex-wrap gap-x-6 gap-y-3">
      <WriteIn label={m.print_name()} wide />
      <WriteIn label={m.print_class()} />
      <WriteIn label={m.print_date()} />
    </p>
  );
}

/** One choice with an empty box to tick on paper; the box is a picture of one, not a control. */
function Choice({ letter, text }: { letter: "A" | "B"; text: string }) {
  return (
    <span className="sheet-choice flex items-start gap-2">
      <span aria-hidden="true" className="sheet-box mt-0.5 inline-block shrink-0" />
      <span>
        <span className="font-bold">{letter}</span> {text}
      </span>
    </span>
  );
}

/** The sheet's questions, numbered by the list itself. */
export function SheetList({ questions }: { questions: SheetQuestion[] }) {
  return (
    <ol
      aria-label={m.print_questions_label()}
      className="sheet-list mt-6 list-decimal gap-10 pl-7 marker:font-bold md:columns-2"
    >
      {questions.map((q) => (
        <li key={q.id} className="sheet-question mb-5 break-inside-avoid">
          <p className="font-semibold">{q.questionText}</p>
          <p className="sheet-choices mt-2 flex flex-col gap-1.5">
            <Choice letter="A" text={q.optionA} />
            <Choice letter="B" text={q.optionB} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export function BackToClassroom() {
  return (
    <Link to={localizeHref(CLASSROOM_PATH)} className={link}>
      <span aria-hidden="true">← </span>
      {m.print_back()}
    </Link>
  );
}
