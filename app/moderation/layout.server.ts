import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { listCommentQueue } from "#worker/services/moderation/comments.ts";
import { moderationCounts } from "#worker/services/moderation/counts.ts";
import { currentModerator } from "./guard.server";

export async function loadModerationLayout(context: Readonly<RouterContextProvider>) {
  const { app } = requestContext(context);
  // The comment count rides along with the queue's first page until the counts batch includes it.
  const [counts, comments] = await Promise.all([moderationCounts(app), listCommentQueue(app, { page: 1 })]);
  return { counts: { ...counts, comments: comments.total }, moderator: currentModerator(context) };
}
