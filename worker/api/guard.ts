import type { Context } from "hono";
import { guardForm } from "#worker/limits/form-guard.ts";
import type { Limit } from "#worker/limits/limits.ts";
import { TURNSTILE_FIELD } from "#worker/limits/turnstile.ts";
import { visitorKey } from "#worker/limits/visitor-key.ts";
import type { ApiEnv } from "./context";
import { failure } from "./errors";

/**
 * The API side of a form Turnstile guards: the refusal to answer with (429 with Retry-After, or 403
 * asking for the check, its token in the `cf-turnstile-response` header), or undefined to go on.
 */
export async function refuseOverLimit(c: Context<ApiEnv>, limit: Limit, action: string) {
  const voter = await visitorKey({ user: c.var.user, visitor: c.var.visitor });
  const token = c.req.header(TURNSTILE_FIELD) || undefined;
  const result = await guardForm(c.env, c.req.raw, limit, { voter }, { token, action });
  if (result.ok) return undefined;
  if (result.retryAfter) c.header("Retry-After", String(result.retryAfter));
  return failure(
    c,
    result.status,
    result.message,
    result.siteKey ? { turnstileSiteKey: result.siteKey } : {},
  );
}
