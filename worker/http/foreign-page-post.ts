import { readLimitedBody } from "./read-body";
import { logSecurityEvent } from "./security-events";

const READS = new Set(["GET", "HEAD"]);

/**
 * A form post to a page from another website. React Router refuses a foreign Origin as well, but
 * without reading the body, and answering with an unread body made the next request on the
 * connection fail (worker/http/read-body.ts); it also lets through a browser that says only
 * `Sec-Fetch-Site: cross-site`. So both are refused here first, body read, with a sentence.
 * Same rule as React Router's: the Origin must be the request's own.
 */
export async function refuseForeignPagePost(request: Request): Promise<Response | undefined> {
  if (READS.has(request.method)) return undefined;
  const origin = request.headers.get("Origin");
  const foreign =
    request.headers.get("Sec-Fetch-Site") === "cross-site" ||
    (origin !== null && origin !== new URL(request.url).origin);
  if (!foreign) return undefined;
  logSecurityEvent("cross-site-refused", request, { origin: origin ?? undefined });
  await readLimitedBody(request, 0);
  return new Response("Forms on other websites cannot change anything here.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
