import type { Config } from "#worker/config.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLoopback = (hostname: string) => LOOPBACK.has(hostname);

/**
 * The origin every absolute link uses. It comes from SITE_URL, never from the request's Host header:
 * a forged Host must not reach a page, least of all one the edge cache then serves to everyone.
 * Only a loopback request may stand in for it, so `npm start` and the tests work on any port.
 */
export function siteOrigin(config: Config, request: Request): string {
  if (config.siteUrl) return config.siteUrl;
  const url = new URL(request.url);
  if (isLoopback(url.hostname)) return url.origin;
  throw new Error(
    "SITE_URL is not set: set it to the site's origin (wrangler.toml [vars]) before deploying.",
  );
}

/**
 * Whether a browser's `Origin` is this site's: SITE_URL's, or the address the request was sent to
 * (React Router's rule for page forms). A page opened at another address of the site, such as
 * 127.0.0.1 while SITE_URL names localhost, or a second host name, is still the site's; another
 * website cannot make a browser send either. SITE_URL is compared first: the usual case, and no
 * second parse of the URL.
 */
export function isSiteOrigin(origin: string, config: Config, request: Request): boolean {
  return origin === siteOrigin(config, request) || origin === new URL(request.url).origin;
}

/**
 * A page asked for at another address than SITE_URL (127.0.0.1 while it names localhost, a second
 * host name, the workers.dev one) moves there, path and query kept: the browser then sends the
 * Origin better-auth and the page forms expect, and keeps one set of cookies. Only page reads move:
 * the API and the health check answer wherever they are asked, a socket's handshake cannot follow
 * a redirect, and a form post is left to the origin checks. A loopback request to a site whose
 * SITE_URL is https is a local run of its configuration (the tests, `wrangler dev`), which must not
 * be sent to the public site. Not stored by the browser, so changing SITE_URL takes effect at once.
 */
export function redirectToSiteOrigin(
  request: Request,
  siteUrl: string | undefined,
  api: boolean,
): Response | undefined {
  if (!siteUrl || api || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") return undefined;
  const url = new URL(request.url);
  if (url.origin === siteUrl) return undefined;
  if (siteUrl.startsWith("https:") && isLoopback(url.hostname)) return undefined;
  return new Response(null, {
    status: 308,
    headers: { Location: `${siteUrl}${url.pathname}${url.search}`, "Cache-Control": "no-store" },
  });
}
