import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { m } from "#domain/paraglide/messages.js";
import { logSecurityEvent } from "#worker/http/security-events.ts";
import { isSiteOrigin } from "#worker/http/site-origin.ts";
import type { ApiEnv } from "./context";
import { failure } from "./errors";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * The API's writes take JSON from our own pages or from programs, never from another website. A
 * browser sends a cross-site form or a text/plain fetch without asking (no CORS preflight), so
 * those are refused: any type but JSON with 415, and a foreign Origin or Sec-Fetch-Site with 403.
 * Programs such as curl send neither header and keep working. better-auth (/api/auth) checks
 * origins itself and is mounted before this.
 */
export const sameOriginJson = createMiddleware<ApiEnv>(async (c, next) => {
  if (!WRITES.has(c.req.method)) return next();
  if (refusedAsCrossSite(c)) {
    return failure(c, 403, m.error_cross_site());
  }
  if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
    return failure(c, 415, m.error_json_only());
  }
  return next();
});

/**
 * A browser's request from another website (a foreign Origin, or `Sec-Fetch-Site: cross-site`),
 * logged as refused; the caller answers it. Programs send neither header. The pages' votes come
 * here from whichever address of the site the visitor opened (isSiteOrigin).
 */
export function refusedAsCrossSite(c: Context<ApiEnv>): boolean {
  const origin = c.req.header("Origin");
  const fromElsewhere =
    c.req.header("Sec-Fetch-Site") === "cross-site" ||
    (origin !== undefined && !isSiteOrigin(origin, c.var.app.config, c.req.raw));
  if (fromElsewhere) logSecurityEvent("cross-site-refused", c.req.raw, { origin });
  return fromElsewhere;
}
