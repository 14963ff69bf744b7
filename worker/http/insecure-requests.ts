import { readLimitedBody } from "./read-body";
import { isLoopback } from "./site-origin";

/**
 * Plain http once the site has an https address. A page moves to https, so a browser keeps one
 * voter identity (over https the voter cookie is `__Host-` and Secure; one set over http would be
 * another visitor); the target is the configured origin, never the request's Host. The API is not
 * redirected, so a program that sent data in the clear learns it instead of being silently
 * forwarded (ASVS 4.1.2). Loopback stays as it is, so `npm start` and the tests need no certificates.
 */
export async function refuseInsecure(
  request: Request,
  siteUrl: string | undefined,
  api: boolean,
): Promise<Response | undefined> {
  if (!siteUrl?.startsWith("https:")) return undefined;
  const url = new URL(request.url);
  if (url.protocol !== "http:" || isLoopback(url.hostname)) return undefined;
  // Answering with an unread body has made the next request fail (worker/http/read-body.ts).
  await readLimitedBody(request, 0);
  const target = `${siteUrl}${url.pathname}${url.search}`;
  if (api) {
    const error = `This API answers over https only: send the request to ${target}`;
    return Response.json(
      { success: false, error },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  const keepsMethod = request.method !== "GET" && request.method !== "HEAD";
  return new Response(null, {
    // 308 repeats a form post as a post; 301 for everything a browser fetches.
    status: keepsMethod ? 308 : 301,
    headers: { Location: target, "Cache-Control": "no-store" },
  });
}
