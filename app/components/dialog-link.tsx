import { type ReactNode, Suspense, useRef } from "react";
import { useDialogOpening } from "./use-dialog-opening";

type Props = {
  /** Where the link goes without JavaScript (or with a modifier key): a page with the same content. */
  href: string;
  className: string;
  label?: string;
  /** The id of an element that says what the link is about, when its label alone does not. */
  describedBy?: string;
  children: ReactNode;
  /** The dialog, usually lazy-loaded; `close` unmounts it and puts focus back on the link. */
  dialog: (close: () => void) => ReactNode;
};

/** A link that JavaScript turns into a dialog opener: the dialog's code loads on the first click. */
export function DialogLink({ href, className, label, describedBy, children, dialog }: Props) {
  const { opening, open, close } = useDialogOpening();
  const trigger = useRef<HTMLAnchorElement>(null);
  // A late close of a dialog this link has already replaced must not take focus from the new one.
  const closeAndRefocus = (which: number) => () => {
    if (close(which)) trigger.current?.focus();
  };
  return (
    <>
      <a
        ref={trigger}
        href={href}
        aria-haspopup="dialog"
        aria-label={label}
        aria-describedby={describedBy}
        className={className}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          open();
        }}
      >
        {children}
      </a>
      {opening > 0 && (
        <Suspense key={opening} fallback={null}>
          {dialog(closeAndRefocus(opening))}
        </Suspense>
      )}
    </>
  );
}
