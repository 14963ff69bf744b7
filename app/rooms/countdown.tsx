import { useEffect, useState } from "react";
import { m } from "#domain/paraglide/messages.js";

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds until `deadline` (epoch ms, the room's clock), ticking just after each second
 * turns; null without a deadline. This clock and the room's differ a little: the room's alarm,
 * not this number, closes voting.
 */
export function useSecondsLeft(deadline: number | null): number | null {
  const [left, setLeft] = useState(() => (deadline === null ? null : secondsUntil(deadline)));
  useEffect(() => {
    if (deadline === null) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = secondsUntil(deadline);
      setLeft(now);
      if (now > 0) timer = setTimeout(tick, ((deadline - Date.now()) % 1000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return left;
}

const SIZES = {
  /** The big screen: digits readable from the back of a classroom. */
  screen: { digits: "text-7xl sm:text-8xl", caption: "text-2xl" },
  phone: { digits: "text-6xl", caption: "text-lg" },
};

/**
 * A countdown to `deadline` for any room screen. A timer role is never read out by itself, so a
 * screen reader hears the seconds only when it comes to them, not once a second; the phase
 * change when time is up is what each screen announces.
 */
export function Countdown({ deadline, size }: { deadline: number; size: keyof typeof SIZES }) {
  const left = useSecondsLeft(deadline) ?? 0;
  const urgent = left <= 5;
  return (
    <p role="timer" aria-atomic="true" className="flex flex-col items-center leading-none">
      {/* The page's clock and the server's render differ by a moment: the browser's figure wins. */}
      <span
        suppressHydrationWarning
        className={`font-black tabular-nums ${SIZES[size].digits} ${urgent ? "text-red-700 dark:text-red-300" : ""}`}
      >
        {left}
      </span>
      <span
        suppressHydrationWarning
        className={`mt-2 font-semibold text-slate-700 dark:text-slate-300 ${SIZES[size].caption}`}
      >
        {" "}
        {left === 1 ? m.rooms_player_seconds_left_one() : m.rooms_player_seconds_left_many()}
      </span>
    </p>
  );
}
