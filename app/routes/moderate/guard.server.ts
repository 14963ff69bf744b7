import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Moderator, moderatorFor } from "../../../worker/auth/roles";
import { requestContext } from "../../context.server";

const moderatorKey = createContext<Moderator>();

/**
 * Every request under /moderate, page or action, passes here first: anyone who is not a signed-in
 * moderator or admin gets the site's 404, so the pages do not even admit they exist.
 */
export const moderatorsOnly: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { app, user } = requestContext(context);
  const signedIn = await user();
  const moderator = signedIn && (await moderatorFor(app.db, app.config, signedIn.id));
  if (!moderator) throw data(null, { status: 404 });
  context.set(moderatorKey, moderator);
  const response = await next();
  // Moderation pages show private data: never stored by a browser cache or the edge.
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};

/** The moderator the guard let in, for the audit log. */
export const currentModerator = (context: Readonly<RouterContextProvider>) => context.get(moderatorKey);
