import { Hono } from "hono";
import { guardAuthCall } from "#worker/accounts/auth-limits.ts";
import type { ApiEnv } from "#worker/api/context.ts";
import { failure } from "#worker/api/errors.ts";
import { logAuthCall } from "#worker/http/security-events.ts";
import { siteOrigin } from "#worker/http/site-origin.ts";
import { TURNSTILE_FIELD } from "#worker/limits/turnstile.ts";
import { AUTH_BASE_PATH, authFor } from "./auth";
import { inEnvelope } from "./auth-errors";
import { refuseWithoutMail } from "./mail-guard";

/**
 * better-auth's own endpoints (sign-up, sign-in, verify, reset, session), behind our abuse limits
 * (worker/accounts/auth-limits.ts); sign-up takes a Turnstile token in the `cf-turnstile-response`
 * header when asked for one. Its refusals leave in the API's envelope (./auth-errors.ts).
 */
export const authApi = new Hono<ApiEnv>();
authApi.on(["GET", "POST"], "/*", async (c) => {
  const { config } = c.get("app");
  const refused = refuseWithoutMail(config, c.req.path);
  if (refused) return refused;
  // better-auth reads the request itself, so it gets one carrying the body the API's middleware read.
  const request = c.var.body ? new Request(c.req.raw, { body: c.var.body }) : c.req.raw;
  if (c.req.method === "POST") {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    const guard = await guardAuthCall(c.env, request, path, body, c.req.header(TURNSTILE_FIELD));
    if (!guard.ok) {
      if (guard.retryAfter) c.header("Retry-After", String(guard.retryAfter));
      return failure(
        c,
        guard.status,
        guard.message,
        guard.siteKey ? { turnstileSiteKey: guard.siteKey } : {},
      );
    }
  }
  const response = await authFor(c.env, siteOrigin(config, request)).handler(request);
  logAuthCall(c.req.path.slice(AUTH_BASE_PATH.length), response, request);
  return inEnvelope(response);
});
