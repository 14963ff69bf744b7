import { useEffect, useRef } from "react";

/** Typing in a field, or a key with a modifier, is never a shortcut. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  return !!target?.closest("input, textarea, select, [contenteditable='true']");
}

/**
 * The queue's shortcuts: j and k move between items (focusing each, so screen readers read it),
 * a approves the current one, r opens its rejection form at the reason list.
 */
export function useQueueKeys(listId: string, itemCount: number) {
  const current = useRef(-1);
  // The decided item left the list and took focus with it: the one now in its place takes it.
  useEffect(() => {
    if (itemCount > 0 && current.current >= 0 && document.activeElement === document.body) {
      const items = document.querySelectorAll<HTMLElement>(`#${listId} [data-queue-item]`);
      items[Math.min(current.current, items.length - 1)]?.focus();
    }
  }, [listId, itemCount]);
  useEffect(() => {
    const items = () => [...document.querySelectorAll<HTMLElement>(`#${listId} [data-queue-item]`)];
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event) || !["j", "k", "a", "r"].includes(event.key)) return;
      const all = items();
      if (all.length === 0) return;
      const focused = all.findIndex((item) => item.contains(document.activeElement));
      // After an item leaves the list, focus is gone: carry on from where it was.
      const at = focused >= 0 ? focused : Math.min(current.current, all.length - 1);
      const item = at >= 0 ? all[at] : undefined;
      if (event.key === "j" || event.key === "k") {
        const next = at < 0 ? 0 : Math.min(Math.max(at + (event.key === "j" ? 1 : -1), 0), all.length - 1);
        all[next]?.focus();
        current.current = next;
      } else if (event.key === "a") {
        item?.querySelector<HTMLFormElement>("form[data-approve]")?.requestSubmit();
      } else if (item) {
        const reject = item.querySelector<HTMLDetailsElement>("details[data-reject]");
        if (reject) reject.open = true;
        reject?.querySelector<HTMLElement>("select")?.focus();
      }
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [listId]);
}
