import { useEffect, useRef } from "react";

/**
 * Play mode's keys and swipes. Before a vote: A or B (handled by the vote panel) or a swipe, left
 * for A and right for B. After it: N or Enter, or a swipe either way, for the next question.
 * Keys typed into a field or pressed on a link or button keep their own meaning.
 */
export function usePlayGestures(options: {
  voted: boolean;
  vote: (option: "A" | "B") => void;
  next: (() => void) | undefined;
}) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { voted, next } = latest.current;
      if (!voted || !next || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, button, a, [contenteditable]")) return;
      if (event.key === "Enter" || event.key.toUpperCase() === "N") {
        event.preventDefault();
        next();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      // A clear sideways stroke only, so scrolling the page never votes.
      if (Math.abs(dx) < 60 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      const { voted, vote, next } = latest.current;
      if (!voted) vote(dx < 0 ? "A" : "B");
      else next?.();
    },
  };
}
