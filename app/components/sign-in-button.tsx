import { lazy, Suspense, useRef, useState } from "react";
import { button } from "../lib/ui";

const SignInDialog = lazy(() => import("./sign-in-dialog"));

/** A link to /sign-in, which JavaScript turns into the sign-in dialog (its code loads on the first click). */
export function SignInButton() {
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
        href="/sign-in"
        aria-haspopup="dialog"
        className={`${button.secondary} whitespace-nowrap px-3 sm:px-4`}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        Sign in
      </a>
      {open && (
        <Suspense fallback={null}>
          <SignInDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
