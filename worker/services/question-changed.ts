import { eq } from "drizzle-orm";
import { questions } from "#worker/db/schema.ts";
import { forgetCachedCopies } from "#worker/http/takedown.ts";
import type { AppContext } from "./context";
import { refreshQuestionStatus } from "./votes";

/**
 * After a moderator or the reports change what a published question shows (hidden, removed,
 * restored, edited): its vote objects read its status again, and no cached copy keeps showing the
 * old one, here or at any other location.
 */
export async function questionChanged(ctx: AppContext, questionId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: questions.id, slug: questions.slug, category: questions.category })
    .from(questions)
    .where(eq(questions.id, questionId))
    .limit(1);
  await Promise.all([
    refreshQuestionStatus(ctx, questionId),
    row ? forgetCachedCopies(ctx.config, row) : undefined,
  ]);
}
