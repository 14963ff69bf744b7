import { useEffect, useState } from "react";
import { getLocale, HTML_LANG, type Locale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

// "5 minutes ago" in the page's language. The server renders against its own clock, which it
// sends with the page; the browser's first render uses that same instant, so both draw the same
// text, and only then moves to the browser's clock.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

export function relativeTime(iso: string, now: number): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return m.discussion_just_now();
  const locale = getLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(HTML_LANG[locale], { numeric: "auto" });
    formats.set(locale, format);
  }
  const [unit, size] = UNITS.find(([, size]) => seconds >= size) ?? ["minute", 60];
  return format.format(-Math.floor(seconds / size), unit);
}

/** The render's "now": the server's instant until the page has hydrated, then the browser's, each minute. */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  return <time dateTime={iso}>{relativeTime(iso, now)}</time>;
}
