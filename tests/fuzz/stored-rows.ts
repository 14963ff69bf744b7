// What a request could store, counted in one query: the fuzz suites read it before and after bad
// input and expect no change from a refused request.

const TABLES = [
  "questions",
  "contact_messages",
  "reports",
  "likes",
  "moderation_log",
  "users",
  "sessions",
  "accounts",
  "verifications",
  "dev_mail",
];

export type StoredRows = Record<string, number>;

const countsOf = (tables: string[]) =>
  `select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(", ")}`;

/**
 * Without votes: the question objects write those to D1 from an alarm, seconds after the answer,
 * so a check right after a request reads vote counts from the objects instead.
 */
export const STORED_ROWS_SQL = countsOf(TABLES);
/** With votes, for a check made once the objects have had time to write them. */
export const STORED_ROWS_WITH_VOTES_SQL = countsOf([...TABLES, "votes"]);

/** Each table whose count changed, with the change. */
export function rowChanges(before: StoredRows, after: StoredRows): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const table of Object.keys(after)) {
    const change = (after[table] ?? 0) - (before[table] ?? 0);
    if (change !== 0) changes[table] = change;
  }
  return changes;
}

/** The tables whose counts differ, as "table +n", or an empty list. */
export function storedDifference(before: StoredRows, after: StoredRows): string[] {
  return Object.entries(rowChanges(before, after)).map(([t, n]) => `${t} ${n > 0 ? "+" : ""}${n}`);
}
