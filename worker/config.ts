import { z } from "zod";
import { questionIdSchema } from "../app/lib/schemas";
import { readSocialSettings, type SocialSettings } from "./auth/social-config";
import { type MailSetup, readMailSetup } from "./mail/mail-config";

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

const configSchema = z.object({
  VOTER_SECRET: z
    .string({
      error: "VOTER_SECRET is not set (see .dev.vars.example, or `wrangler secret put VOTER_SECRET`).",
    })
    .min(32, "VOTER_SECRET must be at least 32 characters long."),
  BETTER_AUTH_SECRET: z
    .string({
      error:
        "BETTER_AUTH_SECRET is not set (see .dev.vars.example, or `wrangler secret put BETTER_AUTH_SECRET`).",
    })
    .min(32, "BETTER_AUTH_SECRET must be at least 32 characters long."),
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
});

/** Turnstile needs both keys: the page shows the widget with one, the server verifies with the other. */
function turnstileKeys(siteKey: string, secretKey: string): Config["turnstile"] {
  if (siteKey === "" && secretKey === "") return undefined;
  if (siteKey === "" || secretKey === "") {
    throw new Error(
      "Invalid configuration: set both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY, or neither (Turnstile off).",
    );
  }
  return { siteKey, secretKey };
}

export type Config = {
  voterSecret: string;
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
  turnstile: { siteKey: string; secretKey: string } | undefined;
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
      voterSecret: parsed.data.VOTER_SECRET,
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
      turnstile: turnstileKeys(parsed.data.TURNSTILE_SITE_KEY, parsed.data.TURNSTILE_SECRET_KEY),
    };
    cache.set(env, config);
  }
  return config;
}
