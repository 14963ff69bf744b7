import { z } from "zod";
import { SOCIAL_LOGIN_FAILED, SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS } from "#domain/auth-rules.ts";
import { getLocale, localePath, unlocalizedPath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { safeRedirect } from "#domain/redirects.ts";
import { readConfig } from "#worker/config.ts";
import { callAuth, currentUser } from "./calls";
import { AUTHORIZE_ORIGINS, callbackLocale, socialCallbackPath } from "./social";

export type SocialStart =
  | { ok: true; url: string; setCookies: string[] }
  | { ok: false; status: number; message: string; retryAfter?: string };

const providerSchema = z.enum(SOCIAL_PROVIDERS, { error: () => m.account_social_choose_provider() });

const refused = (status: number, message: string, retryAfter?: string): SocialStart =>
  retryAfter ? { ok: false, status, message, retryAfter } : { ok: false, status, message };

/**
 * Starts a Google or GitHub sign-in for the visitor's request: better-auth records the state (a
 * signed cookie and a row) and names the provider's page to send the browser to. `loginHint`
 * pre-selects the provider's account (the tests use it to pick who signs in at the mock provider).
 * Refusals are in the request's language, and the way back names it (a Chinese page's sign-in goes
 * home to /zh/).
 */
export async function startSocialSignIn(
  env: Cloudflare.Env,
  origin: string,
  request: Request,
  provider: unknown,
  options: { loginHint?: string; returnTo?: string } = {},
): Promise<SocialStart> {
  const parsed = providerSchema.safeParse(provider);
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? SOCIAL_LOGIN_FAILED());
  const id = parsed.data;
  if (!readConfig(env).social[id]) {
    return refused(404, m.account_social_unavailable({ provider: SOCIAL_PROVIDER_NAMES[id] }));
  }
  const returnTo = safeRedirect(options.returnTo, "");
  const callbackPath = socialCallbackPath(getLocale(), unlocalizedPath(returnTo) === "/" ? "" : returnTo);
  const result = await callAuth(env, origin, request, "/sign-in/social", {
    provider: id,
    callbackURL: callbackPath,
    // better-auth appends error=<code>, which the callback page turns into /?error=auth_failed.
    errorCallbackURL: callbackPath,
    disableRedirect: true,
    ...(options.loginHint && { loginHint: options.loginHint }),
  });
  if (!result.ok) {
    // Too many attempts keeps better-auth's sentence and Retry-After; anything else is SOCIAL_LOGIN_FAILED.
    if (result.status === 429)
      return refused(429, result.message ?? SOCIAL_LOGIN_FAILED(), result.retryAfter);
    return refused(result.status >= 500 ? 502 : result.status, SOCIAL_LOGIN_FAILED());
  }
  const url = z.object({ url: z.url() }).safeParse(result.data);
  if (!url.success || new URL(url.data.url).origin !== AUTHORIZE_ORIGINS[id]) {
    console.error(`better-auth answered /sign-in/social for ${id} without the provider's page`, result.data);
    return refused(502, SOCIAL_LOGIN_FAILED());
  }
  return { ok: true, url: url.data.url, setCookies: result.setCookies };
}

/**
 * The /auth/callback decision, made where better-auth sends the browser after its own
 * /api/auth/callback/:provider: a provider or state error, else whether the new session is there.
 * Always one of our own paths: home in the language the sign-in started in (`?lang=zh` is /zh/),
 * where the notice the query names is shown in that language, or, signed in, the `returnTo` path
 * the sign-in started with.
 */
export async function callbackDestination(env: Cloudflare.Env, origin: string, request: Request) {
  const url = new URL(request.url);
  const home = (query = "") => localePath(`/${query}`, callbackLocale(url));
  if (url.searchParams.has("error")) return home("?error=auth_failed");
  const returnTo = safeRedirect(url.searchParams.get("returnTo"), "");
  try {
    if (!(await currentUser(env, origin, request))) return home();
    return returnTo || home("?success=auth_success");
  } catch (error) {
    console.error("Reading the session after a social sign-in failed", error);
    return home("?error=unexpected");
  }
}
