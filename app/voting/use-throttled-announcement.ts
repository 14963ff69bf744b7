import { useEffect, useRef, useState } from "react";

/** Screen readers hear moving results at most this often. */
export const ANNOUNCE_EVERY_MS = 5000;

/**
 * The text for a polite live region that changes at most once every `intervalMs`, and then to the
 * newest text, so votes arriving ten times a second become one sentence every few seconds. The
 * text the page opened with is already on screen, so it is not announced; null means "say nothing".
 */
export function useThrottledAnnouncement(text: string | null, intervalMs = ANNOUNCE_EVERY_MS): string {
  const [spoken, setSpoken] = useState("");
  const last = useRef<{ text: string | null; at: number }>({ text, at: 0 });
  useEffect(() => {
    if (text === null || text === last.current.text) return;
    const wait = Math.max(0, last.current.at + intervalMs - Date.now());
    const timer = setTimeout(() => {
      last.current = { text, at: Date.now() };
      setSpoken(text);
    }, wait);
    return () => clearTimeout(timer);
  }, [text, intervalMs]);
  return spoken;
}
