import { env } from "cloudflare:workers";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { discardBody, openRequestScope, type RequestScope, siteOrigin } from "#worker/services/request.ts";

export type RequestContext = Pick<RequestScope, "app" | "visitor" | "user">;

const requestContextKey = createContext<RequestContext>();

/**
 * The page side's one middleware: builds the request's context once for every loader and action,
 * sends its cookies back once, and reads to its end any body nothing read (a post to a page without
 * an action, or one refused before its form was read), which the local runtime needs.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  try {
    const scope = openRequestScope(env, request);
    context.set(requestContextKey, scope);
    const response = await next();
    for (const cookie of scope.setCookies()) response.headers.append("Set-Cookie", cookie);
    return response;
  } finally {
    if (request.body && !request.bodyUsed) await discardBody(request);
  }
};

export function requestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContextKey);
}

/** The origin for absolute links: SITE_URL, never the request's Host (see worker/http/site-origin.ts). */
export function siteOriginFor(request: Request, context: Readonly<RouterContextProvider>): string {
  return siteOrigin(requestContext(context).app.config, request);
}
