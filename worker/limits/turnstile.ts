import { z } from "zod";
import { m } from "#domain/paraglide/messages.js";
import { readConfig } from "#worker/config.ts";
import { clientIp } from "./client-ip";
import { hasTripped } from "./tripped";

export { TURNSTILE_FIELD } from "#domain/human-check.ts";

/** In the request's language, so called while answering it. */
export const HUMAN_CHECK_NEEDED = m.human_check_needed;
export const HUMAN_CHECK_FAILED = m.human_check_failed;

export type HumanCheck =
  | { ok: true; verified: boolean }
  | { ok: false; status: 403; message: string; siteKey: string };

const answerSchema = z.object({ success: z.boolean(), action: z.string().optional() });

/**
 * Cloudflare's documented test secrets (always passes, always fails, already spent). Their answers
 * name no action, so with one of them configured a local run still gets through.
 */
const TEST_SECRETS = new Set([
  "1x0000000000000000000000000000000AA",
  "2x0000000000000000000000000000000AA",
  "3x0000000000000000000000000000000AA",
]);

/**
 * Asks Cloudflare whether the token is a fresh, unused one for this widget, this visitor and this
 * form. One retry on a network or server error reuses the idempotency key, so a token verified by
 * the first attempt is not then refused as a duplicate.
 */
async function siteverify(
  { secretKey, verifyUrl }: { secretKey: string; verifyUrl: string },
  token: string,
  request: Request,
  action: string,
) {
  const body = JSON.stringify({
    secret: secretKey,
    response: token,
    remoteip: clientIp(request),
    idempotency_key: crypto.randomUUID(),
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (response.status >= 500) continue;
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success || !answer.data.success) return false;
      // A token solved for another form, or for none, is refused: only the test secrets name no action.
      if (!answer.data.action) return TEST_SECRETS.has(secretKey);
      return answer.data.action === action;
    } catch (error) {
      console.error("Turnstile siteverify failed", error);
    }
  }
  return false;
}

/**
 * Before a guarded form (submit, contact, sign-up) does anything: nothing is asked unless Turnstile
 * is set up and this client has tripped a limit lately; a token, when sent, is always verified.
 */
export async function checkHuman(
  env: Cloudflare.Env,
  request: Request,
  token: string | undefined,
  action: string,
): Promise<HumanCheck> {
  const turnstile = readConfig(env).turnstile;
  if (!turnstile) return { ok: true, verified: false };
  const refused = (message: string): HumanCheck => ({
    ok: false,
    status: 403,
    message,
    siteKey: turnstile.siteKey,
  });
  if (!token)
    return (await hasTripped(request)) ? refused(HUMAN_CHECK_NEEDED()) : { ok: true, verified: false };
  // Cloudflare's tokens are at most 2048 characters: anything longer is not worth a round trip.
  if (token.length > 2048 || !(await siteverify(turnstile, token, request, action))) {
    return refused(HUMAN_CHECK_FAILED());
  }
  return { ok: true, verified: true };
}
