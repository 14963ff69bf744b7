import { guardAuthCall } from "#worker/accounts/auth-limits.ts";
import { readConfig } from "#worker/config.ts";
import { USER_ROLES, type UserRole } from "#worker/db/schema.ts";
import { logAuthCall } from "#worker/http/security-events.ts";
import { textField } from "#worker/http/text-field.ts";
import { AUTH_BASE_PATH, authFor } from "./auth";
import { pageSentence } from "./auth-errors";
import { MAIL_UNAVAILABLE, refuseWithoutMail } from "./mail-guard";
import { providerPictureOrNull } from "./profile-picture";

// Page actions reach better-auth through its own HTTP handler rather than `auth.api.*`: that way its
// CSRF checks (Origin, Sec-Fetch-*) apply to forms exactly as to its endpoints. Our abuse limits
// (worker/accounts/auth-limits.ts) are checked here and in worker/accounts/auth-api.ts, the two ways in.
const FORWARDED = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "cf-connecting-ip",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

export type AuthCallResult =
  | { ok: true; data: unknown; setCookies: string[] }
  | {
      ok: false;
      status: number;
      /** The sentence a page shows, in the request's language (./auth-errors.ts). */
      message: string | undefined;
      /** better-auth's code for the refusal ("INVALID_EMAIL_OR_PASSWORD"), the same in every language. */
      code?: string;
      retryAfter?: string;
      /** Sign-up asks for a Turnstile check with this key (the client tripped a limit). */
      turnstileSiteKey?: string;
    };

/**
 * Calls one of better-auth's endpoints on behalf of the visitor's request: a POST of `body` as JSON,
 * or a GET (its e-mail verification) when there is no body.
 */
export async function callAuth(
  env: Cloudflare.Env,
  origin: string,
  request: Request,
  path: string,
  body?: Record<string, unknown>,
  turnstileToken?: string,
): Promise<AuthCallResult> {
  if (refuseWithoutMail(readConfig(env), path))
    return { ok: false, status: 503, message: MAIL_UNAVAILABLE(), code: "MAIL_UNAVAILABLE" };
  if (body) {
    const guard = await guardAuthCall(env, request, path, body, turnstileToken);
    if (!guard.ok) {
      const { status, message, retryAfter, siteKey } = guard;
      return { ok: false, status, message, retryAfter: retryAfter?.toString(), turnstileSiteKey: siteKey };
    }
  }
  const headers = new Headers(body ? { "content-type": "application/json" } : {});
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const inner = new Request(`${origin}${AUTH_BASE_PATH}${path}`, {
    method: body ? "POST" : "GET",
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const response = await authFor(env, origin).handler(inner);
  logAuthCall(path, response, request);
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data, setCookies: response.headers.getSetCookie() };
  const retryAfter = response.headers.get("X-Retry-After") ?? undefined;
  const code = textField(data, "code");
  const message = pageSentence(response.status, code, textField(data, "message"));
  return { ok: false, status: response.status, message, retryAfter, ...(code && { code }) };
}

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: UserRole;
  /** The picture Google or GitHub gave, when it is one of their https addresses; null otherwise. */
  image: string | null;
};

/** The signed-in user, or undefined; skips the database for visitors without a session cookie. */
export async function currentUser(env: Cloudflare.Env, origin: string, request: Request) {
  const session = await authFor(env, origin).api.getSession({ headers: request.headers });
  if (!session) return undefined;
  const { id, name, email, emailVerified, role, image } = session.user;
  return {
    id,
    name,
    email,
    emailVerified,
    role: USER_ROLES.find((r) => r === role) ?? "user",
    image: providerPictureOrNull(image),
  } satisfies SessionUser;
}
