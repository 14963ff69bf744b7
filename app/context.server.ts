import { env } from "cloudflare:workers";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { bookmarkCookie, bookmarkFrom } from "../worker/http/d1-bookmark";
import { type AppContext, requestAppContext } from "../worker/services/context";
import { Visitor } from "../worker/votes/voter";

export type RequestContext = { app: AppContext; visitor: Visitor };

const requestContextKey = createContext<RequestContext>();

/**
 * Builds the request's context once for every loader and action: the services (reading through a
 * D1 session) and the visitor. A vote or like that issued a voter cookie gets it here, once, on
 * whatever response follows, and so does the bookmark of a write.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const before = bookmarkFrom(request);
  const { app, bookmark } = requestAppContext(env, before);
  const visitor = new Visitor(request, app.config.voterSecret);
  context.set(requestContextKey, { app, visitor });
  const response = await next();
  if (visitor.setCookie) response.headers.append("Set-Cookie", visitor.setCookie);
  const written = bookmarkCookie(request, before, bookmark());
  if (written) response.headers.append("Set-Cookie", written);
  return response;
};

export function requestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContextKey);
}
