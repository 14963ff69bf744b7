import { env } from "cloudflare:workers";
import { type RouterContextProvider, redirect } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { AUTH_UNEXPECTED } from "#domain/auth-rules.ts";
import { displayName } from "#domain/auth-schema.ts";
import { signInHref } from "#domain/redirects.ts";
import {
  type AuthCallResult,
  callAuth,
  callbackDestination,
  moderatorOf,
  type SessionUser,
  socialProvidersOf,
  startSocialSignIn,
} from "#worker/services/accounts.ts";

type Context = Readonly<RouterContextProvider>;

/** Calls better-auth for a page action, as the visitor (their cookies, address and origin). */
export function authCall(
  request: Request,
  context: Context,
  path: string,
  body?: Record<string, unknown>,
  turnstileToken?: string,
) {
  return callAuth(env, siteOriginFor(request, context), request, path, body, turnstileToken);
}

/** The header's view of the visitor: no database read unless a session cookie came with the request. */
export async function signedIn(context: Context) {
  const { app, user } = requestContext(context);
  const account = await user();
  return account
    ? {
        displayName: displayName(account),
        image: account.image,
        canModerate: !!moderatorOf(app.config, account),
      }
    : null;
}

/** The signed-in user of a page that only makes sense signed in; anyone else is sent to sign in first. */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await requestContext(context).user();
  if (user) return user;
  throw redirect(signInHref(new URL(request.url).pathname).href);
}

/** A failed call as the page shows it: better-auth's own sentence, or AUTH_UNEXPECTED. */
export function failureMessage(result: Extract<AuthCallResult, { ok: false }>): string {
  // A 503 is ours (e-mail not set up) and says so; other 5xx texts are not for visitors.
  return (result.status < 500 || result.status === 503) && result.message
    ? result.message
    : AUTH_UNEXPECTED();
}

/** The status a page answers a failed call with; 429 carries Retry-After. */
export function failureInit(result: Extract<AuthCallResult, { ok: false }>): ResponseInit {
  const status = result.status >= 500 && result.status !== 503 ? 500 : result.status;
  return result.retryAfter ? { status, headers: { "Retry-After": result.retryAfter } } : { status };
}

/** Which of Google and GitHub the site offers: their buttons show only for these. */
export const socialProviders = () => socialProvidersOf(env);

/**
 * Starts a Google or GitHub sign-in as the visitor: the provider's page to go to, or why not.
 * Signed in, the visitor comes back to `returnTo` when it is one of our paths.
 */
export const startSocial = (request: Request, context: Context, provider: string, returnTo: string) =>
  startSocialSignIn(env, siteOriginFor(request, context), request, provider, { returnTo });

/** Where /auth/callback sends the browser (see callbackDestination): always one of our paths. */
export const socialCallbackTarget = (request: Request, context: Context) =>
  callbackDestination(env, siteOriginFor(request, context), request);

/**
 * Redirects to one of our paths (or to a provider's sign-in page better-auth named), passing on the
 * cookies better-auth set (or cleared).
 */
export function redirectWithCookies(to: string, setCookies: string[]) {
  return redirect(to, { headers: cookieHeaders(setCookies) });
}

/** The cookies better-auth set (or cleared), as headers for an answer of ours. */
export function cookieHeaders(setCookies: string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
