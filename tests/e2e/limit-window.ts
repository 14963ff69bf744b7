/**
 * Local rate limits count in fixed windows that start at :00 of each period, so a test that fills
 * a limit and then crosses it must not straddle a window's start: this waits for the next window
 * when fewer than `seconds` of the current one are left.
 */
export async function roomInLimitWindow(seconds: number, period = 60): Promise<void> {
  const left = period * 1000 - (Date.now() % (period * 1000));
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
