import type { KeyboardEvent } from "react";

/**
 * Keys for a <details> menu, which the browser already opens with Enter and Space: Escape closes it
 * and puts focus back on its button (focus would otherwise stay on a hidden item), and the arrow
 * keys open it and move between its items.
 */
export function onMenuKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (event.key === "Escape" && menu.open) {
    event.preventDefault();
    menu.open = false;
    menu.querySelector("summary")?.focus();
    return;
  }
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  event.preventDefault();
  menu.open = true;
  const items = [...menu.querySelectorAll<HTMLElement>("div a[href], div button:not(:disabled)")];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === "ArrowDown" ? (at + 1) % items.length : (at <= 0 ? items.length : at) - 1;
  items[next]?.focus();
}
