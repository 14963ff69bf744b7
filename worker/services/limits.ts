// The entry to abuse limits for page actions: the rules, the check, and the gate of a form that
// Turnstile guards. The API's handlers call the same gate (worker/api/guard.ts).
import type { RequestScope } from "#worker/http/request-scope.ts";
import { type GuardResult, guardForm } from "#worker/limits/form-guard.ts";
import type { Limit } from "#worker/limits/limits.ts";
import { visitorKey } from "#worker/limits/visitor-key.ts";

export { checkLimit, LimitExceeded } from "#worker/limits/check.ts";
export { retryHeaders } from "#worker/limits/form-guard.ts";
export {
  contactLimit,
  likesLimit,
  reportsLimit,
  roomCreatesLimit,
  roomJoinsLimit,
  roomLookupsLimit,
  submissionsLimit,
} from "#worker/limits/limits.ts";
export { TURNSTILE_FIELD } from "#worker/limits/turnstile.ts";

/**
 * The gate of a page form Turnstile guards, run once its input is valid and before anything is
 * written: the human check if this client tripped a limit, then the limit for this visitor.
 */
export async function guardPageForm(
  env: Cloudflare.Env,
  request: Request,
  scope: Pick<RequestScope, "user" | "visitor">,
  limit: Limit,
  turnstile: { token: string; action: string },
): Promise<GuardResult> {
  const voter = await visitorKey(scope);
  return guardForm(
    env,
    request,
    limit,
    { voter },
    { token: turnstile.token || undefined, action: turnstile.action },
  );
}
