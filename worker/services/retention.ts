import { createDb } from "#worker/db/client.ts";
import { purgeExpired } from "#worker/db/retention.ts";

/** The daily Cron Trigger (wrangler.toml [triggers]): what the privacy policy promises to delete, deleted. */
export async function runDailyCleanup(env: Cloudflare.Env, now: Date) {
  const removed = await purgeExpired(createDb(env.DB), now);
  console.log(JSON.stringify({ event: "daily-cleanup", at: now.toISOString(), removed }));
  return removed;
}
