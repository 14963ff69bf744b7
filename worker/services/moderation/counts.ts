import { unhandledCount } from "#worker/db/contact.ts";
import type { AppContext } from "#worker/services/context.ts";
import { pendingCount, reportedCount } from "#worker/services/moderation/queue-rows.ts";

/** What waits in each section of /moderate, in one round trip. */
export async function moderationCounts(ctx: AppContext) {
  const [[pending], [reported], [unread]] = await ctx.db.batch([
    pendingCount(ctx.db),
    reportedCount(ctx.db),
    unhandledCount(ctx.db),
  ]);
  return { pending: pending?.n ?? 0, reported: reported?.n ?? 0, unread: unread?.n ?? 0 };
}
