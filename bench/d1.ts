import { execFileSync } from "node:child_process";
import { binPath, offlineEnv, root } from "../scripts/tools";

/**
 * Runs one statement on a bench server's local D1 and returns its rows. It opens the same SQLite
 * file the running server writes; SQLite's locking makes that safe.
 */
export function d1Query<Row>(state: string, sql: string): Row[] {
  const out = execFileSync(
    binPath("wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql],
    { cwd: root, env: offlineEnv(), stdio: ["ignore", "pipe", "ignore"] },
  ).toString();
  const parsed = JSON.parse(out) as { results: Row[] }[];
  return parsed[0]?.results ?? [];
}

/** A string as an SQL literal. */
export const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
