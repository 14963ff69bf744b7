// How long a Durable Object waits before it tries its write-behind to D1 again after a failure.

/** The first retry comes about a second after a failure ... */
export const RETRY_BASE_MS = 1000;
/** ... and retries never drift further apart than this, so D1 catches up within a minute of recovering. */
export const RETRY_MAX_MS = 60_000;

/**
 * Exponential backoff with jitter: the ceiling doubles with each failure in a row, and the delay
 * falls anywhere in its upper half. Thousands of objects that lost D1 at the same moment then come
 * back spread out instead of all at once, while none retries sooner than half its ceiling.
 */
export function retryDelayMs(failuresInARow: number, random: () => number = Math.random): number {
  const doublings = Math.max(0, Math.min(failuresInARow - 1, 16));
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** doublings);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
