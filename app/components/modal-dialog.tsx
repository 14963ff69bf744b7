import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";

type Props = {
  /** The id its heading gets, which names the dialog for screen readers. */
  titleId: string;
  title: ReactNode;
  /** Tailwind width, e.g. "w-[min(94vw,26rem)]". */
  width: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A native modal <dialog>, open as soon as it mounts: the browser keeps focus inside it and closes
 * it with Escape; `onClose` tells the opener, which unmounts it and puts focus back.
 */
export function ModalDialog({ titleId, title, width, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto ${width} rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <button type="button" className={button.ghost} onClick={() => dialog.current?.close()}>
          <X className="size-5 shrink-0" />
          <span className="sr-only">{m.lists_close()}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
