import { createMiddleware } from "hono/factory";
import type { SessionUser } from "#worker/accounts/calls.ts";
import { openRequestScope } from "#worker/http/request-scope.ts";
import type { AppContext } from "#worker/services/context.ts";
import type { Visitor } from "#worker/votes/voter.ts";

export type ApiEnv = {
  Bindings: Cloudflare.Env;
  Variables: {
    app: AppContext;
    visitor: Visitor;
    user: () => Promise<SessionUser | undefined>;
    /** The request's body, read whole and capped by the API's middleware (worker/api/app.ts). */
    body: Uint8Array<ArrayBuffer> | undefined;
  };
};

/**
 * Builds the request's context once. Its cookies go back even when the handler failed, so a vote
 * retried after an error comes from the same voter.
 */
export const requestContext = createMiddleware<ApiEnv>(async (c, next) => {
  const scope = openRequestScope(c.env, c.req.raw);
  c.set("app", scope.app);
  c.set("visitor", scope.visitor);
  c.set("user", scope.user);
  await next();
  for (const cookie of scope.setCookies()) c.res.headers.append("Set-Cookie", cookie);
});
