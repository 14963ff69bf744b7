import { sql } from "drizzle-orm";

/** `x in (...)` over one JSON parameter, whatever the number of values (D1 binds at most 100). */
export function anyOf(values: readonly string[]) {
  return sql`(select value from json_each(${JSON.stringify(values)}))`;
}
