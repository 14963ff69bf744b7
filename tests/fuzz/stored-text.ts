import { normaliseLines, normaliseText } from "#domain/normalise-text.ts";

// Text a visitor sent is stored only in its normalised form (domain/normalise-text.ts): the fuzz
// suites read what accepted requests stored and compare it with its own normalisation.

type Column = { table: string; column: string; lines?: boolean };

const COLUMNS: Column[] = [
  { table: "questions", column: "question_text" },
  { table: "questions", column: "option_a" },
  { table: "questions", column: "option_b" },
  { table: "questions", column: "submitted_by" },
  { table: "contact_messages", column: "name" },
  { table: "contact_messages", column: "email" },
  { table: "contact_messages", column: "message", lines: true },
  { table: "reports", column: "note", lines: true },
  { table: "users", column: "name" },
];

/** One query per table for the text columns of rows stored at or after `since` (ms). */
function storedTextQueries(since: number): { table: string; sql: string }[] {
  const tables = [...new Set(COLUMNS.map((c) => c.table))];
  return tables.map((table) => {
    const columns = COLUMNS.filter((c) => c.table === table).map((c) => c.column);
    return { table, sql: `select ${columns.join(", ")} from ${table} where created_at >= ${since}` };
  });
}

/** Each stored value that is not in its normalised form, as "table.column: value". */
function unnormalised(table: string, rows: Record<string, unknown>[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    for (const { column, lines } of COLUMNS.filter((c) => c.table === table)) {
      const value = row[column];
      if (typeof value !== "string") continue;
      if (value !== (lines ? normaliseLines(value) : normaliseText(value))) {
        problems.push(`${table}.${column}: ${JSON.stringify(value.slice(0, 80))}`);
      }
    }
  }
  return problems;
}

/** Every value stored at or after `since` that is not normalised; `rowsOf` runs a query. */
export async function findUnnormalised(
  since: number,
  rowsOf: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { table, sql } of storedTextQueries(since))
    problems.push(...unnormalised(table, await rowsOf(sql)));
  return problems;
}
