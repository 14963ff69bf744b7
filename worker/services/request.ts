// The entry for the page side's request plumbing: the scope one middleware opens per request, the
// site's own origin, the render's CSP nonce, security events, and reading a body nobody wanted.
import { readLimitedBody } from "#worker/http/read-body.ts";

export { cspNonceContext } from "#worker/http/content-security-policy.ts";
export { openRequestScope, type RequestScope } from "#worker/http/request-scope.ts";
export { logSecurityEvent } from "#worker/http/security-events.ts";
export { siteOrigin } from "#worker/http/site-origin.ts";

/**
 * Reads a body nothing else will read to its end. Answering over an unread body made the local
 * runtime's next request hang (see worker/http/read-body.ts).
 */
export async function discardBody(request: Request): Promise<void> {
  await readLimitedBody(request, 0);
}
