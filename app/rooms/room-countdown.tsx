import { useEffect, useRef, useState } from "react";
import { m } from "#domain/paraglide/messages.js";
import { useSecondsLeft } from "./countdown";

/** The moments a screen reader hears: a countdown said every second would drown everything else. */
const SPOKEN = new Set([10, 5, 0]);

const SIZES = {
  /** The big screen: digits readable from the back of a classroom. */
  screen: { digits: "text-7xl sm:text-8xl", caption: "text-xl" },
  phone: { digits: "text-6xl", caption: "text-base" },
};

/**
 * The host's countdown (the room's clock is the truth: this one may reach 0 a little early or
 * late). Big digits for the room; a polite announcement when it starts and at ten, five and zero
 * seconds, never each second. Nothing moves, so reduced motion has nothing to stop.
 */
export function RoomCountdown({ deadline, size }: { deadline: number; size: keyof typeof SIZES }) {
  const left = useSecondsLeft(deadline) ?? 0;
  const [spoken, setSpoken] = useState("");
  const announced = useRef<number | null>(null);
  useEffect(() => {
    // A new deadline (start, next, reopen, reset) is announced with its own length: `left` may
    // still be the previous countdown's for this one render.
    if (announced.current !== deadline) {
      announced.current = deadline;
      const start = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSpoken(start > 0 ? m.rooms_countdown_started({ seconds: start }) : m.rooms_countdown_done());
    } else if (SPOKEN.has(left)) {
      setSpoken(left === 0 ? m.rooms_countdown_done() : m.rooms_countdown_left({ seconds: left }));
    }
  }, [deadline, left]);
  return (
    <div className="text-center">
      <div aria-hidden="true">
        <p className={`font-bold ${SIZES[size].caption}`}>{m.rooms_countdown_label()}</p>
        <p
          data-testid="countdown"
          suppressHydrationWarning
          className={`font-black leading-none tabular-nums ${SIZES[size].digits} ${left <= 5 ? "text-red-700 dark:text-red-300" : ""}`}
        >
          {left}
        </p>
      </div>
      <p role="status" className="sr-only">
        {spoken}
      </p>
    </div>
  );
}
