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
