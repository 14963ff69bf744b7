// Formatting shared by server and browser. Dates use UTC so both render the same text (no hydration flicker).
//
// Written out by hand rather than with Intl: constructing an `Intl.DateTimeFormat` with a time zone
// is slow in a fresh page, slower still on a phone, and would happen once per page load, before
// hydration could start. Both forms below are the en-US ones, checked against Intl in
// tests/unit/format.test.ts.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 15, 2026": en-US Intl's short month, numeric day and year, in UTC. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The year/month/day form, e.g. 2026/11/21. */
export function formatYmd(day: string): string {
  return day.replaceAll("-", "/");
}

/** A whole number with en-US thousands separators: 12345 is "12,345". */
export function groupDigits(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function formatCount(n: number, one: string, many = `${one}s`): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}
