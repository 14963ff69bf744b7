import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { m } from "#domain/paraglide/messages.js";
import { LimitExceeded } from "#worker/limits/check.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { isTemporaryOutage, RETRY_AFTER_SECONDS } from "#worker/services/unavailable.ts";

export type Failure = { success: false; error: string; issues?: unknown[] } & Record<string, unknown>;

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ success: false, error, ...extra } satisfies Failure, status);
}

/** The one place errors become responses: every failure leaves as `{ success: false, error }`. */
export function onError(err: Error, c: Context) {
  if (err instanceof LimitExceeded) c.header("Retry-After", String(err.retryAfter));
  if (err instanceof ServiceError) return failure(c, err.status, err.message, err.details);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return failure(c, status, err.message || m.error_request_unhandled());
  }
  if (isTemporaryOutage(err)) {
    // Shed load: the client is told when to come back, and nobody is paged for it.
    console.warn("temporary outage", c.req.method, c.req.path, err.message);
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return failure(c, 503, m.error_busy());
  }
  console.error("unhandled API error", c.req.method, c.req.path, err);
  return failure(c, 500, m.error_unexpected());
}

export function notFoundHandler(c: Context) {
  // The path is the visitor's own text: echoed, but never at any length.
  const path = c.req.path.length > 80 ? `${c.req.path.slice(0, 80)}...` : c.req.path;
  return failure(c, 404, m.error_no_endpoint({ method: c.req.method, path }));
}
