import { editorialRows } from "#worker/db/editorial.ts";
import type { AppContext } from "./context";

export type LandingPick = Awaited<ReturnType<typeof editorialRows>>[number];

/** The questions a landing page lists: its category's best by editorial order, one indexed read. */
export async function editorialPicks(
  ctx: AppContext,
  category: string,
  count: number,
): Promise<LandingPick[]> {
  return editorialRows(ctx.db, category, count);
}
