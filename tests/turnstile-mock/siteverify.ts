// Test infrastructure, Node side: Cloudflare's Turnstile siteverify endpoint, answered here for the
// workers tests (miniflare's outboundService, see vitest.workers.config.ts), never on the network.

export const TEST_TURNSTILE = {
  siteKey: "workers-test-turnstile-site-key",
  secretKey: "workers-test-turnstile-secret-key",
};

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A token the mock accepts once, for the form `action`. */
export const passingToken = (action: string) => `pass.${action}.${crypto.randomUUID()}`;

/** A token the mock accepts once while naming no form, as a widget rendered without an action would. */
export const actionlessToken = () => `pass..${crypto.randomUUID()}`;

/** Cloudflare's documented test secret that passes every token, answering with no action. */
export const ALWAYS_PASSES_SECRET = "1x0000000000000000000000000000000AA";

const used = new Set<string>();

export const isSiteverify = (url: string) => url === SITEVERIFY;

/**
 * Passes a `pass.<action>.<nonce>` token once, and only when the worker sent what Cloudflare's
 * documentation asks for: our secret, the visitor's address and an idempotency key. Cloudflare's
 * always-passes test secret passes any token, naming no action, as Cloudflare answers it.
 */
export async function siteverify(request: { arrayBuffer(): Promise<ArrayBuffer> }): Promise<Response> {
  const body = JSON.parse(new TextDecoder().decode(await request.arrayBuffer())) as Record<string, unknown>;
  if (body.secret === ALWAYS_PASSES_SECRET) {
    return Response.json({ success: true, "error-codes": [], hostname: "example.com" });
  }
  const token = typeof body.response === "string" ? body.response : "";
  const [kind, action] = token.split(".");
  const proper =
    body.secret === TEST_TURNSTILE.secretKey &&
    typeof body.remoteip === "string" &&
    body.remoteip !== "unknown" &&
    typeof body.idempotency_key === "string" &&
    UUID.test(body.idempotency_key);
  const success = proper && kind === "pass" && !used.has(token);
  if (success) used.add(token);
  const answer = success
    ? { success: true, "error-codes": [], ...(action && { action }), hostname: "wyr.example" }
    : {
        success: false,
        "error-codes": [used.has(token) ? "timeout-or-duplicate" : "invalid-input-response"],
      };
  return Response.json(answer);
}
