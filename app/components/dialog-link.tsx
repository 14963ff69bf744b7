import { type ReactNode, Suspense, useRef, useState } from "react";

type Props = {
  /** Where the link goes without JavaScript (or with a modifier key): a page with the same content. */
  href: string;
  className: string;
  label?: string;
  children: ReactNode;
  /** The dialog, usually lazy-loaded; `close` unmounts it and puts focus back on the link. */
  dialog: (close: () => void) => ReactNode;
};

/** A link that JavaScript turns into a dialog opener: the dialog's code loads on the first click. */
export function DialogLink({ href, className, label, children, dialog }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      <a
        ref={trigger}
        href={href}
        aria-haspopup="dialog"
        aria-label={label}
        className={className}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open && <Suspense fallback={null}>{dialog(close)}</Suspense>}
    </>
  );
}
