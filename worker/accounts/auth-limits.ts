import { textField } from "#worker/http/text-field.ts";
import { accountKey, checkLimit } from "#worker/limits/check.ts";
import { type GuardResult, guardForm } from "#worker/limits/form-guard.ts";
import { type Limit, signInLimit, signUpLimit } from "#worker/limits/limits.ts";

// better-auth's own limiter is off (worker/accounts/auth.ts): every call into it, from /api/auth/* or
// from our pages' actions, passes these instead, so there is one mechanism for the whole site.

/** Requests that check a password: guessing is what they invite. */
const SIGN_IN_PATHS = [
  "/sign-in/email",
  "/sign-in/social",
  "/change-password",
  "/delete-user",
  "/reset-password",
];
/** Requests that create an account or send an e-mail. */
const SIGN_UP_PATHS = ["/sign-up/email", "/request-password-reset", "/send-verification-email"];

/** The limit a POST to better-auth's `path` (below /api/auth) counts against, if any. */
export function authLimitFor(path: string): Limit | undefined {
  // A trailing slash reaches the same endpoint, so it must not reach it unlimited.
  const endpoint = path.replace(/\/+$/, "");
  if (SIGN_IN_PATHS.includes(endpoint)) return signInLimit;
  if (SIGN_UP_PATHS.includes(endpoint)) return signUpLimit;
  return undefined;
}

/**
 * Before a POST reaches better-auth: its limit by address and, for a sign-in, by the account it
 * names; sign-up is a form Turnstile guards once this client has tripped a limit.
 */
export async function guardAuthCall(
  env: Cloudflare.Env,
  request: Request,
  path: string,
  body: unknown,
  turnstileToken: string | undefined,
): Promise<GuardResult> {
  const limit = authLimitFor(path);
  if (!limit) return { ok: true };
  if (limit === signUpLimit && path.startsWith("/sign-up/")) {
    return guardForm(env, request, limit, {}, { token: turnstileToken || undefined, action: "sign-up" });
  }
  const email = textField(body, "email");
  return checkLimit(env, request, limit, email ? { account: await accountKey(email) } : {});
}
