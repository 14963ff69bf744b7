import { readLimitedBody } from "./read-body";
import { isLoopback } from "./site-origin";

/**
 * Plain http moves to https once the site has an https address, so a browser keeps one voter
 * identity: over https the voter cookie is `__Host-` and Secure, and one set over http would be
 * another visitor. The target is the configured origin, never the request's Host. Loopback stays
 * as it is, so `npm start` and the tests work without certificates.
 */
export async function httpsRedirect(
  request: Request,
  siteUrl: string | undefined,
): Promise<Response | undefined> {
  if (!siteUrl?.startsWith("https:")) return undefined;
  const url = new URL(request.url);
  if (url.protocol !== "http:" || isLoopback(url.hostname)) return undefined;
  // Answering with an unread body has made the next request fail (worker/http/read-body.ts).
  await readLimitedBody(request, 0);
  const keepsMethod = request.method !== "GET" && request.method !== "HEAD";
  return new Response(null, {
    // 308 repeats a form post as a post; 301 for everything a browser fetches.
    status: keepsMethod ? 308 : 301,
    headers: { Location: `${siteUrl}${url.pathname}${url.search}`, "Cache-Control": "no-store" },
  });
}
