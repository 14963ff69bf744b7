import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { clearVoteListCookieHeader } from "#worker/votes/vote-list-cookie.ts";
import { clearVoterCookieHeader } from "#worker/votes/voter-cookie.ts";
import { hasSessionCookie } from "./session-cookie";

/** The endpoints after which this browser is no longer signed in to the account. */
const ENDS_SESSION = new Set(["/sign-out", "/delete-user", "/revoke-sessions"]);

/**
 * Signing in lets the account adopt this browser's voter cookie, so after signing out that cookie
 * would still show the account's votes to the next person at the browser, and refuse theirs. Every
 * way out therefore clears it; the next vote issues a fresh one, as for any new visitor. Only a
 * browser that came with a session loses it: an anonymous visitor's own votes stay theirs.
 */
export const forgetBrowserVoter = createAuthMiddleware(async (ctx) => {
  if (isAPIError(ctx.context.returned)) return;
  const request = ctx.request ?? new Request(ctx.context.baseURL, { headers: ctx.headers });
  // Signing in may let the account adopt this browser's identity and vote as it from anywhere,
  // which the browser's list of its votes would not hear of: the list goes, and D1 answers.
  if (ctx.context.newSession) ctx.setHeader("set-cookie", clearVoteListCookieHeader(request));
  else if (ENDS_SESSION.has(ctx.path) && hasSessionCookie(request))
    ctx.setHeader("set-cookie", clearVoterCookieHeader(request));
});
