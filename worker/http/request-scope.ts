import { currentUser, type SessionUser } from "#worker/accounts/calls.ts";
import { hasSessionCookie } from "#worker/accounts/session-cookie.ts";
import { enforceLimit } from "#worker/limits/check.ts";
import { newVotersLimit } from "#worker/limits/limits.ts";
import { checkHuman, TURNSTILE_FIELD } from "#worker/limits/turnstile.ts";
import { type AppContext, requestAppContext } from "#worker/services/context.ts";
import { signedInAccount } from "#worker/votes/account-voter.ts";
import { Visitor } from "#worker/votes/voter.ts";
import { bookmarkCookie, bookmarkFrom } from "./d1-bookmark";
import { siteOrigin } from "./site-origin";

export type RequestScope = {
  app: AppContext;
  visitor: Visitor;
  /** The signed-in user, read once and only when a session cookie came with the request. */
  user: () => Promise<SessionUser | undefined>;
  /** The cookies this request must send back, known once its handler has run. */
  setCookies: () => string[];
};

/**
 * What the pages' middleware and the API's middleware both build once per request: the services
 * (reading through a D1 session from the visitor's bookmark), the visitor and the signed-in user. A vote or like that
 * issued a voter cookie, a vote that added to the browser's list of its votes, and a write that moved the bookmark,
 * each send their cookie back once.
 */
export function openRequestScope(env: Cloudflare.Env, request: Request): RequestScope {
  const before = bookmarkFrom(request);
  const { app, bookmark } = requestAppContext(env, before);
  let session: Promise<SessionUser | undefined> | undefined;
  const user = () => {
    session ??= hasSessionCookie(request)
      ? currentUser(env, siteOrigin(app.config, request), request)
      : Promise.resolve(undefined);
    return session;
  };
  const visitor = new Visitor(
    request,
    app.config.voterKeys,
    async () => {
      const signedIn = await user();
      return signedIn && signedInAccount(app.db, signedIn.id);
    },
    () => enforceLimit(env, request, newVotersLimit, {}, () => passedVoteCheck(env, request)),
  );
  const setCookies = () =>
    [visitor.setCookie, visitor.voteListCookie, bookmarkCookie(request, before, bookmark())].filter(
      (c): c is string => !!c,
    );
  return { app, visitor, user, setCookies };
}

/**
 * A vote or like that mints a voter past the new-voter limit's first step needs a passed Turnstile
 * check; the page's vote panel sends its token in a header, as any API client does.
 */
async function passedVoteCheck(env: Cloudflare.Env, request: Request): Promise<boolean> {
  const token = request.headers.get(TURNSTILE_FIELD);
  if (!token) return false;
  const check = await checkHuman(env, request, token, "vote");
  return check.ok && check.verified;
}
