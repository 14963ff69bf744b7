import { readConfig } from "#worker/config.ts";
import { toHex } from "#worker/hex.ts";
import { logSecurityEvent } from "#worker/http/security-events.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { clientIp } from "./client-ip";
import type { KeyPart, Limit } from "./limits";
import { rememberTripped } from "./tripped";

export type LimitResult = { ok: true } | { ok: false; status: 429; retryAfter: number; message: string };

/** The keys a request counts under besides its address: its voter, or the account it names. */
export type LimitKeys = { voter?: string; account?: string };

export function limitMessage(limit: Limit, retryAfter: number): string {
  const wait = retryAfter <= 10 ? "in a few seconds" : "in a minute";
  return `${limit.message} Please try again ${wait}.`;
}

/**
 * Counts one request against each of the limit's rules whose key it has, and stops at the first
 * that is over. Call it before anything is written, so a refused request changes nothing.
 * `skip` leaves out rules (a passed Turnstile check lifts the shared-address one).
 */
export async function checkLimit(
  env: Cloudflare.Env,
  request: Request,
  limit: Limit,
  keys: LimitKeys = {},
  skip: KeyPart[] = [],
): Promise<LimitResult> {
  if (!readConfig(env).rateLimits) return { ok: true };
  const values: Partial<Record<KeyPart, string>> = { ip: clientIp(request), ...keys };
  for (const rule of limit.rules) {
    const key = values[rule.key];
    if (key === undefined || skip.includes(rule.key)) continue;
    const { success } = await env[rule.binding].limit({ key });
    if (success) continue;
    logSecurityEvent("limit-tripped", request, { limit: limit.name, by: rule.key });
    if (limit.challenge) await rememberTripped(request);
    return { ok: false, status: 429, retryAfter: rule.period, message: limitMessage(limit, rule.period) };
  }
  return { ok: true };
}

/** A limit refused deep in a call (a new voter identity): the API adds Retry-After from it. */
export class LimitExceeded extends ServiceError {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(429, message);
    this.name = "LimitExceeded";
  }
}

/** Like checkLimit, for callers that cannot return a result: throws LimitExceeded when over. */
export async function enforceLimit(env: Cloudflare.Env, request: Request, limit: Limit, keys?: LimitKeys) {
  const result = await checkLimit(env, request, limit, keys);
  if (!result.ok) throw new LimitExceeded(result.retryAfter, result.message);
}

/** Keys an e-mail address as its SHA-256, so the limiter never holds the address itself. */
export async function accountKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return toHex(digest);
}
