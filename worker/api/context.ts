import { createMiddleware } from "hono/factory";
import { type AppContext, appContext } from "../services/context";
import { Visitor } from "../votes/voter";

export type ApiEnv = { Bindings: Cloudflare.Env; Variables: { app: AppContext; visitor: Visitor } };

/**
 * Builds the request's context once: the services and the visitor. A vote or like that issued a
 * voter cookie gets it here, once, even when the handler failed, so a retry is the same voter.
 */
export const requestContext = createMiddleware<ApiEnv>(async (c, next) => {
  const app = appContext(c.env);
  const visitor = new Visitor(c.req.raw, app.config.voterSecret);
  c.set("app", app);
  c.set("visitor", visitor);
  await next();
  if (visitor.setCookie) c.res.headers.append("Set-Cookie", visitor.setCookie);
});
