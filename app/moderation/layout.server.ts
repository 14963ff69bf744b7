import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { moderationCounts } from "#worker/services/moderation/counts.ts";
import { currentModerator } from "./guard.server";

export async function loadModerationLayout(context: Readonly<RouterContextProvider>) {
  const counts = await moderationCounts(requestContext(context).app);
  return { counts, moderator: currentModerator(context) };
}
