import { createMiddleware } from "hono/factory";
import { bookmarkCookie, bookmarkFrom } from "../http/d1-bookmark";
import { type AppContext, requestAppContext } from "../services/context";
import { Visitor } from "../votes/voter";

export type ApiEnv = { Bindings: Cloudflare.Env; Variables: { app: AppContext; visitor: Visitor } };

/**
 * Builds the request's context once: the services (reading through a D1 session) and the visitor.
 * A vote that issued a voter cookie gets it here, once, even when the handler failed, so a retry is
 * the same voter; a write's D1 bookmark goes back the same way.
 */
export const requestContext = createMiddleware<ApiEnv>(async (c, next) => {
  const before = bookmarkFrom(c.req.raw);
  const { app, bookmark } = requestAppContext(c.env, before);
  const visitor = new Visitor(c.req.raw, app.config.voterSecret);
  c.set("app", app);
  c.set("visitor", visitor);
  await next();
  if (visitor.setCookie) c.res.headers.append("Set-Cookie", visitor.setCookie);
  const written = bookmarkCookie(c.req.raw, before, bookmark());
  if (written) c.res.headers.append("Set-Cookie", written);
});
