import type { CommentView } from "#domain/discussion.ts";
import type { AppContext } from "#worker/services/context.ts";

/**
 * Tells the readers of a question's page about a newly published comment, over the live connection
 * they already have to the question's home object. Never throws: a comment stands even when its
 * news cannot be sent.
 */
export async function announceComment(_ctx: AppContext, _comment: CommentView): Promise<void> {
  // Filled in with the live-results change that carries comments.
}
