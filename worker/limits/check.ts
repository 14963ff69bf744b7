import { m } from "#domain/paraglide/messages.js";
import { readConfig } from "#worker/config.ts";
import { toHex } from "#worker/hex.ts";
import { logSecurityEvent } from "#worker/http/security-events.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { addressGroup } from "./address-group";
import { clientIp } from "./client-ip";
import type { KeyPart, Limit } from "./limits";
import { rememberTripped } from "./tripped";

export type LimitResult =
  | { ok: true }
  | {
      ok: false;
      status: 429;
      retryAfter: number;
      message: string;
      /** Set when a passed Turnstile check would let the request through: the widget's site key. */
      siteKey?: string;
    };

/** The keys a request counts under besides its address group: its voter, or the account it names. */
export type LimitKeys = { voter?: string; account?: string };

/** Whether the request carries a passed Turnstile check; asked only once a "challenge" rule is over. */
export type HumanProof = () => Promise<boolean>;

const notProven: HumanProof = async () => false;

export function limitMessage(limit: Limit, retryAfter: number): string {
  const reason = limit.message();
  return retryAfter <= 10 ? m.limit_try_again_soon({ reason }) : m.limit_try_again_minute({ reason });
}

/**
 * Counts one request against each of the limit's rules whose key it has, and stops at the first
 * that is over, unless that rule only asks for a Turnstile check and `human` shows one passed. Call
 * it before anything is written, so a refused request changes nothing.
 */
export async function checkLimit(
  env: Cloudflare.Env,
  request: Request,
  limit: Limit,
  keys: LimitKeys = {},
  human: HumanProof = notProven,
): Promise<LimitResult> {
  const config = readConfig(env);
  if (!config.rateLimits) return { ok: true };
  const values: Partial<Record<KeyPart, string>> = { address: addressGroup(clientIp(request)), ...keys };
  for (const rule of limit.rules) {
    const key = values[rule.key];
    if (key === undefined) continue;
    if (rule.over === "challenge" && !config.turnstile && limit.withoutTurnstile === "skip") continue;
    const { success } = await env[rule.binding].limit({ key });
    if (success) continue;
    if (rule.over === "challenge" && (await human())) continue;
    logSecurityEvent("limit-tripped", request, { limit: limit.name, by: rule.key, over: rule.over });
    if (limit.challenge) await rememberTripped(request);
    const refused = {
      ok: false as const,
      status: 429 as const,
      retryAfter: rule.period,
      message: limitMessage(limit, rule.period),
    };
    const siteKey = rule.over === "challenge" ? config.turnstile?.siteKey : undefined;
    return siteKey ? { ...refused, siteKey } : refused;
  }
  return { ok: true };
}

/** A limit refused deep in a call (a new voter identity): the API adds Retry-After from it. */
export class LimitExceeded extends ServiceError {
  constructor(
    readonly retryAfter: number,
    message: string,
    /** The Turnstile widget's site key, when a passed check would let the request through. */
    readonly siteKey?: string,
  ) {
    super(429, message, siteKey ? { turnstileSiteKey: siteKey } : undefined);
    this.name = "LimitExceeded";
  }
}

/** Like checkLimit, for callers that cannot return a result: throws LimitExceeded when over. */
export async function enforceLimit(
  env: Cloudflare.Env,
  request: Request,
  limit: Limit,
  keys?: LimitKeys,
  human?: HumanProof,
) {
  const result = await checkLimit(env, request, limit, keys, human);
  if (!result.ok) throw new LimitExceeded(result.retryAfter, result.message, result.siteKey);
}

/** Keys an e-mail address as its SHA-256, so the limiter never holds the address itself. */
export async function accountKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return toHex(digest);
}
