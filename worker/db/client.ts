import { drizzle } from "drizzle-orm/d1";

/**
 * No schema is passed: we use no relational queries, and with a schema drizzle rebuilds its
 * relation map on every call, which a request that opens its own D1 session would pay each time.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof createDb>;
