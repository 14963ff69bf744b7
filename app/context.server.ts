import { env } from "cloudflare:workers";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { openRequestScope, type RequestScope } from "../worker/http/request-scope";
import { siteOrigin } from "../worker/http/site-origin";

export type RequestContext = Pick<RequestScope, "app" | "visitor" | "user">;

const requestContextKey = createContext<RequestContext>();

/** Builds the request's context once for every loader and action, and sends its cookies back once. */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const scope = openRequestScope(env, request);
  context.set(requestContextKey, scope);
  const response = await next();
  for (const cookie of scope.setCookies()) response.headers.append("Set-Cookie", cookie);
  return response;
};

export function requestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContextKey);
}

/** The origin for absolute links: SITE_URL, never the request's Host (see worker/http/site-origin.ts). */
export function siteOriginFor(request: Request, context: Readonly<RouterContextProvider>): string {
  return siteOrigin(requestContext(context).app.config, request);
}
