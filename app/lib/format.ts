// Formatting shared by server and browser, in the page's language. Dates use UTC so both render the
// same text (no hydration flicker).
//
// English is written out by hand rather than with Intl: constructing an `Intl.DateTimeFormat` with a
// time zone is slow in a fresh page, slower still on a phone, and would happen once per page load,
// before hydration could start. Both English forms are en-US Intl's, checked against it in
// tests/unit/format.test.ts. Chinese pages pay for Intl, once per page load.

import { getLocale, HTML_LANG } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

let chineseDate: Intl.DateTimeFormat | undefined;
let chineseNumber: Intl.NumberFormat | undefined;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 15, 2026": en-US Intl's short month, numeric day and year, in UTC. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (getLocale() === "zh") {
    chineseDate ??= new Intl.DateTimeFormat(HTML_LANG.zh, {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    return chineseDate.format(date);
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The year/month/day form, e.g. 2026/11/21. */
export function formatYmd(day: string): string {
  return day.replaceAll("-", "/");
}

/** A whole number with en-US thousands separators: 12345 is "12,345". */
export function groupDigits(n: number): string {
  if (getLocale() === "zh") {
    chineseNumber ??= new Intl.NumberFormat(HTML_LANG.zh, { maximumFractionDigits: 0 });
    return chineseNumber.format(n);
  }
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** An English count with its noun: "1 vote", "12 votes". Chinese text counts through its messages. */
export function formatCount(n: number, one: string, many = `${one}s`): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}

/**
 * A number of votes in the page's language: "1 vote", "12,345 votes", "12,345 票". One message per
 * plural form instead of Paraglide's plural selector, which builds an `Intl.PluralRules` on every
 * call: a list page counts the votes of every card.
 */
export function formatVotes(n: number): string {
  const shown = groupDigits(n);
  return n === 1 ? m.vote_count_one({ shown }) : m.vote_count_many({ shown });
}
