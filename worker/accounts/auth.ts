import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
// The minimal entry leaves out the Kysely adapter and its dialects: we use drizzle.
import { betterAuth } from "better-auth/minimal";
import { PASSWORD_TO_DELETE, PASSWORD_TO_DELETE_CODE } from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { normaliseText } from "#domain/normalise-text.ts";
import { m } from "#domain/paraglide/messages.js";
import { type Config, readConfig } from "#worker/config.ts";
import { createDb } from "#worker/db/client.ts";
import { accounts, sessions, users, verifications } from "#worker/db/schema.ts";
import { forgetMembersDiscussion } from "#worker/discussion/account-deletion.ts";
import { textField } from "#worker/http/text-field.ts";
import { chooseSender } from "#worker/mail/choose-sender.ts";
import type { MailSender } from "#worker/mail/sender.ts";
import { adoptBrowserVoter } from "#worker/votes/account-voter.ts";
import { forgetBrowserVoter } from "./forget-voter";
import { hashPassword, verifyPassword } from "./password";
import { refuseForeignPicture } from "./profile-picture";
import { socialSignInOptions } from "./social";

export const AUTH_BASE_PATH = "/api/auth";
/** The shortest password any password field accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Links in e-mails land on our own pages, which verify on a button press (mail scanners open links),
 * in the language of the request that sent the e-mail, as the e-mail itself is.
 */
export const confirmLink = (origin: string, token: string) =>
  `${origin}${localizeHref(`/auth/confirm?token=${encodeURIComponent(token)}&type=signup`)}`;
export const resetLink = (origin: string, token: string) =>
  `${origin}${localizeHref(`/reset-password?token=${encodeURIComponent(token)}`)}`;

/**
 * Checks better-auth leaves to us, in a hook so every way in obeys them. A picture must be one
 * Google or GitHub delivers (./profile-picture.ts). And better-auth deletes an account without its
 * password whenever the session is under a day old (its `freshAge`), so anyone at a browser left
 * signed in could delete an e-mail account: an account with a password must give it (better-auth
 * then checks it); only Google and GitHub accounts, which have none, go on a recent sign-in.
 */
const checkInput = createAuthMiddleware(async (ctx) => {
  refuseForeignPicture(ctx.path, ctx.body);
  if (ctx.path !== "/delete-user" || textField(ctx.body, "password")) return;
  const session = await getSessionFromCtx(ctx);
  // Without a session the endpoint itself answers 401.
  if (!session) return;
  const credentials = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  if (credentials?.password)
    throw new APIError("BAD_REQUEST", { message: PASSWORD_TO_DELETE, code: PASSWORD_TO_DELETE_CODE });
});

function createAuth(env: Cloudflare.Env, config: Config, origin: string) {
  const db = createDb(env.DB);
  const mail: MailSender = chooseSender(config.mail, db);
  const secure = origin.startsWith("https:");
  return betterAuth({
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, token }) =>
        mail.send({
          to: user.email,
          subject: m.email_reset_subject(),
          text: m.email_reset_text({ link: resetLink(origin, token) }),
        }),
    },
    // /settings deletes an account after its password (or, for Google and GitHub accounts, a sign-in
    // within the last day: better-auth's freshAge).
    user: {
      deleteUser: {
        enabled: true,
        // The account's comments lose their text and name, and its votes on comments are uncounted.
        beforeDelete: (user) => forgetMembersDiscussion(db, user.id),
      },
      // Read with every session, so /moderate needs no query of its own. Never input: a visitor
      // cannot name their own role when signing up or updating their name; `npm run admin` grants it.
      additionalFields: { role: { type: "string", required: false, defaultValue: "user", input: false } },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A right password for an unconfirmed address sends a fresh link: the way to a lost or
      // expired confirmation e-mail. Only after the password, so no one can mail a stranger.
      sendOnSignIn: true,
      sendVerificationEmail: ({ user, token }) =>
        mail.send({
          to: user.email,
          subject: m.email_confirm_subject(),
          text: m.email_confirm_text({ link: confirmLink(origin, token) }),
        }),
    },
    databaseHooks: {
      // The name a visitor gives (through /api/auth too, where our schemas do not run) is stored
      // normalised like every other text (domain/normalise-text.ts).
      user: {
        create: { before: async (user) => ({ data: { ...user, name: normaliseText(user.name ?? "") } }) },
        update: {
          before: async (user) =>
            typeof user.name === "string" ? { data: { ...user, name: normaliseText(user.name) } } : undefined,
        },
      },
      session: {
        create: {
          // Every way in (password, OAuth callback) makes a session: the moment an account that has
          // never voted takes over this browser's votes (docs/decisions/0005-votes-and-accounts.md).
          after: async (session, ctx) => {
            const request = ctx?.request ?? (ctx?.headers && new Request(origin, { headers: ctx.headers }));
            if (request) await adoptBrowserVoter(db, session.userId, request, config.voterKeys);
          },
        },
      },
    },
    hooks: { before: checkInput, after: forgetBrowserVoter },
    // Off: every way into better-auth passes the site's own limits instead (worker/limits/), one
    // mechanism for every form, without a D1 write per request.
    rateLimit: { enabled: false },
    advanced: {
      // Cloudflare sets this header and overwrites any value a client sends.
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      cookiePrefix: "wyr",
      // Secure (and so `__Secure-` prefixed) over https; plain http is only ever a local run.
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
    },
    telemetry: { enabled: false },
    ...socialSignInOptions(config, origin),
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<object, Map<string, Auth>>();

/**
 * One instance per isolate and origin. The origin is SITE_URL when set; only local runs without it
 * answer on whichever loopback address they were asked on (see worker/http/site-origin.ts).
 */
export function authFor(env: Cloudflare.Env, origin: string): Auth {
  let byOrigin = instances.get(env);
  if (!byOrigin) {
    byOrigin = new Map();
    instances.set(env, byOrigin);
  }
  let auth = byOrigin.get(origin);
  if (!auth) {
    auth = createAuth(env, readConfig(env), origin);
    byOrigin.set(origin, auth);
  }
  return auth;
}
