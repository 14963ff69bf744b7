import { readCookie } from "#worker/http/cookies.ts";

// better-auth names its cookies `<prefix>.<name>`, with `__Secure-` in front over https.
const SESSION_COOKIES = ["wyr.session_token", "__Secure-wyr.session_token"];

/** Whether the request carries a session cookie at all, valid or not: such a request is never shared. */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIES.some((name) => readCookie(request, name) !== undefined);
}
