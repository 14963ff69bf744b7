import { join } from "node:path";
import { Miniflare } from "miniflare";
import { STORED_ROWS_WITH_VOTES_SQL, type StoredRows } from "../fuzz/stored-rows";

// The running server's D1, read beside it: a second workerd opens the same local database file
// (SQLite allows a reader next to the writer). Counting rows this way takes milliseconds, where a
// `wrangler d1 execute` takes seconds.

/** wrangler.toml's database_id, which names the local database file. */
const DATABASE_ID = "00000000-0000-4000-8000-000000000000";

export type LocalD1 = {
  storedRows: () => Promise<StoredRows>;
  rowsOf: (sql: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

export async function openLocalD1(state: string): Promise<LocalD1> {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response(null) }",
    d1Databases: { DB: DATABASE_ID },
    d1Persist: join(state, "v3", "d1"),
  });
  const db = await mf.getD1Database("DB");
  return {
    storedRows: async () => (await db.prepare(STORED_ROWS_WITH_VOTES_SQL).first()) as StoredRows,
    rowsOf: async (sql) => (await db.prepare(sql).all<Record<string, unknown>>()).results,
    close: () => mf.dispose(),
  };
}
