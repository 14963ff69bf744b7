// Failures that pass by themselves, answered "try again shortly" (503 with Retry-After) rather than
// as a fault of ours (500): the client is told to come back, and a page keeps its own message.

/** Seconds a client should wait after a 503: long enough for a queue to drain, short for a person. */
export const RETRY_AFTER_SECONDS = 2;

// The runtime's own words for an overloaded or briefly unavailable Durable Object or D1 database
// (Cloudflare's "Durable Objects: error handling" and "D1: errors" pages).
const TEMPORARY =
  /overloaded|too many requests queued|network connection lost|reset because its code was updated|caused object to be reset|exceeded timeout/i;

/** An object or D1 overloaded, or a call the runtime marks retryable (a restart, a lost connection). */
export function isTemporaryOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const flags = error as { overloaded?: unknown; retryable?: unknown };
  return flags.overloaded === true || flags.retryable === true || TEMPORARY.test(error.message);
}
