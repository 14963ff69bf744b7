// Formatting shared by server and browser. Dates use UTC so both render the same text (no hydration flicker).

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The spec's year/month/day form, e.g. 2026/11/21. */
export function formatYmd(day: string): string {
  return day.replaceAll("-", "/");
}

// One formatter for every count: \`toLocaleString\` builds a new one per call, which showed up as
// almost a tenth of a page's server render time.
const countFormat = new Intl.NumberFormat("en-US");

export function formatCount(n: number, one: string, many = `${one}s`): string {
  return `${countFormat.format(n)} ${n === 1 ? one : many}`;
}
