// The times of year the seasonal page follows, one per season tag (content/tags.ts says what each
// tag holds). Dates are UTC days, so every visitor on a given day gets the same page and the page's
// short cache never mixes two seasons for long.

export const SEASONS = ["holidays", "winter", "spring", "summer", "autumn"] as const;
export type Season = (typeof SEASONS)[number];

/**
 * The day each season starts (month 1-12, day); it runs until the next one starts. The holidays
 * take mid November to early January (to Epiphany, 6 January), so winter starts on 7 January and
 * autumn ends on 14 November.
 */
export const SEASON_STARTS: readonly { season: Season; month: number; day: number }[] = [
  { season: "winter", month: 1, day: 7 },
  { season: "spring", month: 3, day: 1 },
  { season: "summer", month: 6, day: 1 },
  { season: "autumn", month: 9, day: 1 },
  { season: "holidays", month: 11, day: 15 },
];

/** The season whose date range holds the given moment's UTC day. */
export function seasonOn(date: Date): Season {
  const today = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  let current: Season = "holidays"; // 1 to 6 January: the holidays that began last November
  for (const start of SEASON_STARTS) {
    if (today >= start.month * 100 + start.day) current = start.season;
  }
  return current;
}

export function isSeason(value: unknown): value is Season {
  return typeof value === "string" && (SEASONS as readonly string[]).includes(value);
}
