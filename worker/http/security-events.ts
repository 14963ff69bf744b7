import { clientIp } from "#worker/limits/client-ip.ts";

// Security events, one JSON line each on the worker's log (Workers Observability keeps it). The
// inventory of what is logged and why is in SECURITY.md, "Security events". JSON encoding keeps a
// client's text from forging lines; the address is cut to its network so a log is no profile.

export type SecurityEvent =
  | "auth-succeeded"
  | "auth-failed"
  | "limit-tripped"
  | "cross-site-refused"
  | "moderation-refused";

type Detail = Record<string, string | number | boolean | undefined>;

/** 203.0.113.7 → 203.0.113.0/24; an IPv6 address → its /48. */
export function addressNetwork(ip: string): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return `${ip.replace(/\.\d+$/, ".0")}/24`;
  if (ip.includes(":")) return `${ip.split(":").slice(0, 3).join(":")}::/48`;
  return "unknown";
}

export function logSecurityEvent(event: SecurityEvent, request: Request, detail: Detail = {}) {
  const line = {
    security: event,
    at: new Date().toISOString(),
    method: request.method,
    path: new URL(request.url).pathname,
    network: addressNetwork(clientIp(request)),
    ...detail,
  };
  if (event.endsWith("succeeded")) console.log(JSON.stringify(line));
  else console.warn(JSON.stringify(line));
}

/** better-auth calls worth a line: anything that signs in, creates, recovers, changes or ends an account. */
const LOGGED_AUTH_CALLS =
  /^\/(sign-in|sign-up|sign-out|callback|reset-password|request-password-reset|change-password|delete-user|revoke)/;

/**
 * One line per such call with its outcome. A provider's sign-in comes back as a redirect either
 * way; better-auth names a failure in the redirect's `error` parameter.
 */
export function logAuthCall(path: string, response: Response, request: Request) {
  if (!LOGGED_AUTH_CALLS.test(path)) return;
  const { status } = response;
  const failed = status >= 400 || /[?&]error=/.test(response.headers.get("Location") ?? "");
  logSecurityEvent(failed ? "auth-failed" : "auth-succeeded", request, { call: path, status });
}
