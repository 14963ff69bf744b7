import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { accountActivity } from "#worker/services/activity.ts";
import { requireUser } from "./auth.server";

/** The signed-in visitor's submissions, votes and likes; never cached, never shown to anyone else. */
export async function loadActivity(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await requireUser(request, context);
  const { app, visitor } = requestContext(context);
  const activity = await accountActivity(app, user.id, await visitor.voterHash());
  return data(activity, { headers: { "Cache-Control": "private, no-store" } });
}
