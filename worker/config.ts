import { z } from "zod";
import { questionIdSchema } from "#domain/schemas.ts";
import { readSocialSettings, type SocialSettings } from "#worker/accounts/social-config.ts";
import { type MailSetup, readMailSetup } from "#worker/mail/mail-config.ts";
import type { VoterKeys } from "#worker/votes/voter-cookie.ts";
import { PUBLISHED_SECRETS } from "./published-secrets";

/** A Durable Object takes a few hundred writes a second; 32 shards cover 10,000 votes/s with room. */
export const MAX_SHARDS = 32;

const SHARDS_FORMAT = `HOT_QUESTION_SHARDS must look like "questionId:count,questionId:count" with each count a whole number from 2 to ${MAX_SHARDS}`;

/** `questionId:count,...`: which questions spread their votes over several objects (see docs/decisions/0003). */
const hotQuestionShards = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const shards = new Map<string, number>();
    for (const entry of value.split(",").map((part) => part.trim())) {
      if (entry === "") continue;
      const [id = "", count = "", ...extra] = entry.split(":");
      const shardCount = /^\d+$/.test(count) ? Number(count) : Number.NaN;
      const valid =
        extra.length === 0 &&
        questionIdSchema.safeParse(id).success &&
        shardCount >= 2 &&
        shardCount <= MAX_SHARDS &&
        !shards.has(id);
      if (!valid) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: `${SHARDS_FORMAT}, once each (got "${entry}").`,
        });
        return z.NEVER;
      }
      shards.set(id, shardCount);
    }
    return shards;
  });

/** An origin such as https://example.com (no path); empty means "the local address" in development. */
const siteUrl = z
  .string()
  .default("")
  .transform((value, ctx) => {
    if (value.trim() === "") return undefined;
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== "/" || parsed.search) {
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `SITE_URL must be the site's origin, like https://example.com (got "${value}").`,
      });
      return z.NEVER;
    }
    return parsed.origin;
  });

/** "a@example.com, b@example.com": accounts that are admins without a grant (the first admin). */
const adminEmails = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const emails = value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: `ADMIN_EMAILS lists "${email}", not an e-mail address.`,
        });
        return z.NEVER;
      }
    }
    return new Set(emails);
  });

/** A secret of 32+ characters that is not one anyone can read in the repository. */
const secret = (name: string) =>
  z
    .string({
      error: `${name} is not set (\`npm start\` writes a local one to .dev.vars; in production \`wrangler secret put ${name}\`).`,
    })
    .min(32, `${name} must be at least 32 characters long.`)
    .refine((value) => !PUBLISHED_SECRETS.has(value), {
      message: `${name} is the example value published in the repository: use a random one (\`npm start\` writes one to .dev.vars locally).`,
    });
const optionalSecret = (name: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), secret(name).optional());

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

const configSchema = z.object({
  // Keys the voter hashes stored in D1 and the objects: changing it forgets who has voted.
  VOTER_SECRET: secret("VOTER_SECRET"),
  // Signs voter cookies and may rotate; unset, VOTER_SECRET signs them (as before the split).
  VOTER_COOKIE_SECRET: optionalSecret("VOTER_COOKIE_SECRET"),
  VOTER_COOKIE_SECRET_PREVIOUS: optionalSecret("VOTER_COOKIE_SECRET_PREVIOUS"),
  BETTER_AUTH_SECRET: secret("BETTER_AUTH_SECRET"),
  // Only `npm start` and the test servers pass MAILBOX=on; a deployed worker never shows mail.
  MAILBOX: z.enum(["on", "off", ""], { error: 'MAILBOX must be "on" or "off".' }).default("off"),
  APP_VERSION: z.string().default("dev"),
  HOT_QUESTION_SHARDS: hotQuestionShards,
  SITE_URL: siteUrl,
  ADMIN_EMAILS: adminEmails,
  // Only for load tests and the bench: "off" lets every request through every abuse limit.
  RATE_LIMITS: z.enum(["on", "off", ""], { error: 'RATE_LIMITS must be "on" or "off".' }).default("on"),
  TURNSTILE_SITE_KEY: z.string().default(""),
  TURNSTILE_SECRET_KEY: z.string().default(""),
  // Only for a local stand-in in the browser tests: a deployed site asks Cloudflare.
  TURNSTILE_SITEVERIFY_URL: z
    .url({ protocol: /^https?$/, error: "TURNSTILE_SITEVERIFY_URL must be an http(s) URL." })
    .default(SITEVERIFY_URL),
  CACHE_PURGE_ZONE_ID: z.string().default(""),
  CACHE_PURGE_TOKEN: z.string().default(""),
});

/** Turnstile needs both keys: the page shows the widget with one, the server verifies with the other. */
function turnstileKeys(siteKey: string, secretKey: string, verifyUrl: string): Config["turnstile"] {
  if (siteKey === "" && secretKey === "") return undefined;
  if (siteKey === "" || secretKey === "") {
    throw new Error(
      "Invalid configuration: set both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY, or neither (Turnstile off).",
    );
  }
  return { siteKey, secretKey, verifyUrl };
}

/** Purging through Cloudflare's API needs the zone and a token that may purge it. */
function cachePurge(zoneId: string, token: string): Config["cachePurge"] {
  if (zoneId === "" && token === "") return undefined;
  if (zoneId === "" || token === "") {
    throw new Error(
      "Invalid configuration: set both CACHE_PURGE_ZONE_ID and CACHE_PURGE_TOKEN, or neither (no purge through the API).",
    );
  }
  return { zoneId, token };
}

export type Config = {
  /** The stable key of stored voter hashes, and the current and previous cookie-signing keys. */
  voterKeys: VoterKeys;
  /** Signs session cookies and one-time tokens (better-auth). */
  authSecret: string;
  /** Development only: e-mail goes to a D1 table shown at /dev/mailbox instead of being sent. */
  mailbox: boolean;
  /** Where account e-mail goes: the mailbox, a `send_email` binding, an HTTP provider, or nowhere. */
  mail: MailSetup;
  version: string;
  /** Question id to shard count, for the few questions too hot for one object; the rest are absent. */
  hotQuestionShards: ReadonlyMap<string, number>;
  /** Where absolute links point (canonical, og:url, sitemap, QR codes); unset only in development. */
  siteUrl: string | undefined;
  /** Google and GitHub sign-in: on when both the provider's client id and secret are set. */
  social: SocialSettings;
  /** Lower-case addresses whose confirmed accounts are admins whatever their stored role. */
  adminEmails: ReadonlySet<string>;
  /** The abuse limits (worker/limits/); false only when RATE_LIMITS=off. */
  rateLimits: boolean;
  /** Cloudflare Turnstile, asked for once a client has tripped a limit; undefined leaves it off. */
  turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | undefined;
  /**
   * A takedown purges every location's cached copies through Cloudflare's API with these; without
   * them only this location's copies go at once (docs/request-path.md#takedowns).
   */
  cachePurge: { zoneId: string; token: string } | undefined;
};

/** How many objects hold the question's votes: 1 unless the setting lists it. */
export function shardCountFor(config: Config, questionId: string): number {
  return config.hotQuestionShards.get(questionId) ?? 1;
}

const cache = new WeakMap<object, Config>();

/** Validated once per isolate: a missing secret fails loudly instead of signing cookies with nothing. */
export function readConfig(env: Cloudflare.Env): Config {
  let config = cache.get(env);
  if (!config) {
    const parsed = configSchema.safeParse(env);
    if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues[0]?.message}`);
    config = {
      voterKeys: {
        hash: parsed.data.VOTER_SECRET,
        cookie: parsed.data.VOTER_COOKIE_SECRET ?? parsed.data.VOTER_SECRET,
        previousCookie: parsed.data.VOTER_COOKIE_SECRET_PREVIOUS,
      },
      authSecret: parsed.data.BETTER_AUTH_SECRET,
      mailbox: parsed.data.MAILBOX === "on",
      // The e-mail settings depend on each other, so they are checked together in their own module.
      mail: readMailSetup(env, parsed.data.MAILBOX === "on"),
      version: parsed.data.APP_VERSION,
      hotQuestionShards: parsed.data.HOT_QUESTION_SHARDS,
      siteUrl: parsed.data.SITE_URL,
      social: readSocialSettings(env),
      adminEmails: parsed.data.ADMIN_EMAILS,
      rateLimits: parsed.data.RATE_LIMITS !== "off",
      turnstile: turnstileKeys(
        parsed.data.TURNSTILE_SITE_KEY,
        parsed.data.TURNSTILE_SECRET_KEY,
        parsed.data.TURNSTILE_SITEVERIFY_URL,
      ),
      cachePurge: cachePurge(parsed.data.CACHE_PURGE_ZONE_ID, parsed.data.CACHE_PURGE_TOKEN),
    };
    cache.set(env, config);
  }
  return config;
}
