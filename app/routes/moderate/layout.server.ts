import type { RouterContextProvider } from "react-router";
import { moderationCounts } from "../../../worker/services/moderation/counts";
import { requestContext } from "../../context.server";
import { currentModerator } from "./guard.server";

export async function loadModerationLayout(context: Readonly<RouterContextProvider>) {
  const counts = await moderationCounts(requestContext(context).app);
  return { counts, moderator: currentModerator(context) };
}
