import { env } from "cloudflare:workers";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "../worker/services/context";
import { Visitor } from "../worker/votes/voter";

export type RequestContext = { app: AppContext; visitor: Visitor };

const requestContextKey = createContext<RequestContext>();

/**
 * Builds the request's context once for every loader and action: the services and the visitor.
 * A vote or like that issued a voter cookie gets it here, once, on whatever response follows.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = appContext(env);
  const visitor = new Visitor(request, app.config.voterSecret);
  context.set(requestContextKey, { app, visitor });
  const response = await next();
  if (visitor.setCookie) response.headers.append("Set-Cookie", visitor.setCookie);
  return response;
};

export function requestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContextKey);
}
