import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { type Moderator, moderatorOf } from "#worker/services/accounts.ts";
import { discardBody, logSecurityEvent } from "#worker/services/request.ts";

const moderatorKey = createContext<Moderator>();

/**
 * Every request under /moderate, page or action, passes here first: anyone who is not a signed-in
 * moderator or admin gets the site's 404, so the pages do not even admit they exist.
 */
export const moderatorsOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { app, user } = requestContext(context);
  const signedIn = await user();
  // The role comes with the session (no query of its own), so a revoke counts from the next request.
  const moderator = signedIn && moderatorOf(app.config, signedIn);
  if (!moderator) {
    logSecurityEvent("moderation-refused", request, { user: signedIn ? signedIn.id : undefined });
    // A refused post's body is still read to its end (see worker/http/read-body.ts).
    await discardBody(request);
    throw data(null, { status: 404 });
  }
  context.set(moderatorKey, moderator);
  const response = await next();
  // Moderation pages show private data: never stored by a browser cache or the edge.
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};

/** The moderator the guard let in, for the audit log. */
export const currentModerator = (context: Readonly<RouterContextProvider>) => context.get(moderatorKey);
