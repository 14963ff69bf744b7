import { PAGINATION_WINDOW } from "./limits";

export type Pagination = { page: number; limit: number; totalItems: number; totalPages: number };

export function paginate(page: number, limit: number, totalItems: number): Pagination {
  return { page, limit, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / limit)) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** "Showing X-Y of Z": X and Y are 0 when there is nothing to show. */
export function showingRange(page: number, limit: number, totalItems: number): { from: number; to: number } {
  if (totalItems === 0) return { from: 0, to: 0 };
  const from = Math.min(offsetOf(page, limit) + 1, totalItems);
  return { from, to: Math.min(page * limit, totalItems) };
}

/**
 * The window of at most 5 page buttons: 1..5 when there are 5 or fewer pages or the
 * current page is 3 or lower; the last 5 when within 2 of the end; otherwise current-2..current+2.
 */
export function pageWindow(current: number, totalPages: number): number[] {
  const size = Math.min(PAGINATION_WINDOW, totalPages);
  let start: number;
  if (totalPages <= PAGINATION_WINDOW || current <= 3) start = 1;
  else if (current >= totalPages - 2) start = totalPages - PAGINATION_WINDOW + 1;
  else start = current - 2;
  return Array.from({ length: size }, (_, i) => start + i);
}
