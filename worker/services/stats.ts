import { type SiteCounts, siteCounts } from "#worker/db/stats.ts";
import type { AppContext } from "./context";

/** Live counts for the about page: never marketing figures, so zero is shown as zero. */
export function getSiteCounts(ctx: AppContext): Promise<SiteCounts> {
  return siteCounts(ctx.db);
}
