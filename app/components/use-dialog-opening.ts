import { useRef, useState } from "react";

/**
 * Which opening of a dialog is showing, 0 for none. The browser closes a <dialog> at once (on
 * Escape) but tells React a task later, and Chrome runs a click or key press in between when it can:
 * a plain open/closed flag still said "open" then, so that click did nothing. Each opening gets its
 * own number instead, used as the dialog's key, so such a click mounts a fresh dialog and the late
 * close of the old one changes nothing.
 */
export function useDialogOpening() {
  const [opening, setOpening] = useState(0);
  const showing = useRef(0);
  const last = useRef(0);
  return {
    opening,
    open: () => {
      last.current += 1;
      showing.current = last.current;
      setOpening(last.current);
    },
    /** Closes that opening if it is still the one showing; false for a late close of a replaced one. */
    close: (which: number): boolean => {
      if (showing.current !== which) return false;
      showing.current = 0;
      setOpening(0);
      return true;
    },
  };
}
