import { readConfig } from "#worker/config.ts";
import { checkLimit, type LimitKeys } from "./check";
import type { Limit } from "./limits";
import { checkHuman } from "./turnstile";

export type GuardResult =
  | { ok: true }
  | {
      ok: false;
      status: 403 | 429;
      message: string;
      /** Seconds to wait, on a 429. */
      retryAfter?: number;
      /** Set when the form should show the Turnstile widget for the next try. */
      siteKey?: string;
    };

/**
 * The gate of a form Turnstile guards (submit, contact, sign-up), run before anything is written:
 * the human check when this client has tripped a limit, then the limit. A passed check lets a
 * request past the first step of the per-address rule, so a classroom behind one busy address gets
 * through; the second step and the per-visitor rules stay.
 */
export async function guardForm(
  env: Cloudflare.Env,
  request: Request,
  limit: Limit,
  keys: LimitKeys,
  turnstile: { token: string | undefined; action: string },
): Promise<GuardResult> {
  const human = await checkHuman(env, request, turnstile.token, turnstile.action);
  if (!human.ok) return human;
  const result = await checkLimit(env, request, limit, keys, async () => human.verified);
  if (result.ok) return result;
  const siteKey = result.siteKey ?? (limit.challenge ? readConfig(env).turnstile?.siteKey : undefined);
  return siteKey ? { ...result, siteKey } : result;
}

/** The Retry-After header a refused form or API answer carries, if any. */
export function retryHeaders(result: { retryAfter?: number }): Record<string, string> {
  return result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
}
