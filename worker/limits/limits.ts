// Every abuse limit on the site, in one list. The numbers live with the bindings in wrangler.toml
import { m } from "#domain/paraglide/messages.js";
// (`[[ratelimits]]`, each with the reason for its number); this file says what each action counts
// against, under which keys, and what a person is told when they are over it.

/** The `[[ratelimits]]` bindings in wrangler.toml. */
export type LimitBinding = {
  [Name in keyof Cloudflare.Env]: Cloudflare.Env[Name] extends RateLimit ? Name : never;
}[keyof Cloudflare.Env];

/**
 * Who a request counts as: its address group (an IPv4 address or an IPv6 /64, see address-group.ts),
 * its voter (cookie or account), or the account it names.
 */
export type KeyPart = "address" | "voter" | "account";

export type LimitRule = {
  binding: LimitBinding;
  key: KeyPart;
  /** The binding's period in seconds (10 or 60), which is how long a refused client waits at most. */
  period: 10 | 60;
  /**
   * What being over it means: "challenge" lets a request through with a passed Turnstile check (a
   * busy shared address), "refuse" lets nothing through until the period is over.
   */
  over: "challenge" | "refuse";
};

export type Limit = {
  name: string;
  rules: LimitRule[];
  /** The sentence a person reads on a 429, before "Please try again in ...", in the request's language. */
  message: () => string;
  /** Tripping it asks this client for a Turnstile check on submit, contact and sign-up afterwards. */
  challenge: boolean;
  /**
   * On a site without Turnstile keys no check can be offered, so the first per-address step either
   * refuses like the second (the default) or is left out, leaving only the second.
   */
  withoutTurnstile?: "refuse" | "skip";
};

const perMinute = (binding: LimitBinding, key: KeyPart): LimitRule => ({
  binding,
  key,
  period: 60,
  over: "refuse",
});

/** The two steps of a per-address limit: a check past the first, nothing past the second. */
const perAddressMinute = (challenge: LimitBinding, max: LimitBinding): LimitRule[] => [
  { binding: max, key: "address", period: 60, over: "refuse" },
  { binding: challenge, key: "address", period: 60, over: "challenge" },
];

export const submissionsLimit: Limit = {
  name: "submissions",
  rules: [
    ...perAddressMinute("LIMIT_SUBMISSIONS_IP", "LIMIT_SUBMISSIONS_GROUP_MAX"),
    perMinute("LIMIT_SUBMISSIONS_VOTER", "voter"),
  ],
  message: m.limit_submissions,
  challenge: true,
};

export const contactLimit: Limit = {
  name: "contact",
  rules: [
    ...perAddressMinute("LIMIT_CONTACT_IP", "LIMIT_CONTACT_GROUP_MAX"),
    perMinute("LIMIT_CONTACT_VOTER", "voter"),
  ],
  message: m.limit_contact,
  challenge: true,
};

export const likesLimit: Limit = {
  name: "likes",
  rules: [
    ...perAddressMinute("LIMIT_LIKES_IP", "LIMIT_LIKES_GROUP_MAX"),
    perMinute("LIMIT_LIKES_VOTER", "voter"),
  ],
  message: m.limit_likes,
  challenge: false,
};

/** Votes and likes from browsers without a voter cookie, each of which would mint a new voter. */
export const newVotersLimit: Limit = {
  name: "new voters",
  rules: [...perAddressMinute("LIMIT_NEW_VOTERS_IP", "LIMIT_NEW_VOTERS_GROUP_MAX")],
  message: m.limit_new_voters,
  challenge: false,
  // A vote is the site's point: without a check to offer, a school hall's 200 phones still vote.
  withoutTurnstile: "skip",
};

/** Sign-in and every other request that checks a password. */
export const signInLimit: Limit = {
  name: "sign-in",
  rules: [perMinute("LIMIT_SIGN_IN_IP", "address"), perMinute("LIMIT_SIGN_IN_ACCOUNT", "account")],
  message: m.limit_sign_in,
  challenge: false,
};

/** Sign-up and every other request that sends an e-mail. */
export const signUpLimit: Limit = {
  name: "sign-up",
  rules: [...perAddressMinute("LIMIT_SIGN_UP_IP", "LIMIT_SIGN_UP_GROUP_MAX")],
  message: m.limit_accounts,
  challenge: true,
};

/** For visitors' reports of questions: `checkLimit(env, request, reportsLimit, { voter })`. */
export const reportsLimit: Limit = {
  name: "reports",
  rules: [
    ...perAddressMinute("LIMIT_REPORTS_IP", "LIMIT_REPORTS_GROUP_MAX"),
    perMinute("LIMIT_REPORTS_VOTER", "voter"),
  ],
  message: m.limit_reports,
  challenge: false,
};

/**
 * Comments and replies: per address group a check past the first step and nothing past the second,
 * and per account, since only members comment (`{ account: "user:<id>" }`).
 */
export const commentsLimit: Limit = {
  name: "comments",
  rules: [
    ...perAddressMinute("LIMIT_COMMENTS_IP", "LIMIT_COMMENTS_GROUP_MAX"),
    perMinute("LIMIT_COMMENTS_ACCOUNT", "account"),
  ],
  message: m.comment_error_limit,
  challenge: true,
};

/**
 * Joining a room (per address): a whole room of phones behind one school address fits. One step
 * only: a player's phone is handed no check to pass.
 */
export const roomJoinsLimit: Limit = {
  name: "room joins",
  rules: [perMinute("LIMIT_ROOM_JOINS_IP", "address")],
  message: m.limit_room_joins,
  challenge: false,
};

/** Opening a room's page by its code (per address): guessing codes is slow and costs no room. */
export const roomLookupsLimit: Limit = {
  name: "room lookups",
  rules: [perMinute("LIMIT_ROOM_LOOKUPS_IP", "address")],
  message: m.limit_room_lookups,
  challenge: false,
};

/** Starting rooms (per address): every pupil of a class starting their own fits. */
export const roomCreatesLimit: Limit = {
  name: "room creation",
  rules: [perMinute("LIMIT_ROOM_CREATES_IP", "address")],
  message: m.limit_room_starts,
  challenge: false,
};
