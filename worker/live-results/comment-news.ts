import type { CommentView } from "#domain/discussion.ts";
import { toLiveComment } from "#domain/live.ts";
import type { AppContext } from "#worker/services/context.ts";
import { voteObject } from "#worker/services/votes.ts";

/**
 * Tells the readers of a question's page about a newly published comment, over the live connection
 * they already have to the question's home object (docs/decisions/0028). Only a published comment is
 * news, and only its public view leaves here. Never throws: a comment stands even when its news
 * cannot be sent, and its readers see it on their next load.
 */
export async function announceComment(ctx: AppContext, comment: CommentView): Promise<void> {
  const news = toLiveComment(comment);
  if (!news) return;
  try {
    await voteObject(ctx, comment.questionId).announceComment(comment.questionId, news.comment);
  } catch (error) {
    console.error("could not announce a new comment to its question's live pages", error);
  }
}
