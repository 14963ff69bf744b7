// One load run with autocannon: a look at the caching headers first, then a steady-state
// measurement, then a wait until the server has worked off what the run left queued.
import autocannon from "autocannon";

/** Concurrent connections in every run: enough to saturate 2 cores, the same for site and reference. */
export const CONNECTIONS = 50;
/** Plain requests made before each run to see how the edge cache answers (never counted as load). */
const CACHE_SAMPLES = 3;
/**
 * Measuring starts once every connection has had its first answer (at most this many seconds in):
 * before that the server is still filling up, and a slow page would look slower still.
 */
const MAX_RAMP_S = 5;
/** A request unanswered after this many seconds counts as an error (autocannon's default, made visible). */
const TIMEOUT_S = 10;
/**
 * autocannon acts on `stop()` at its next sample tick (once a second by default), and its connections
 * keep loading the server until then: up to a second more per run, a minute over the whole bench.
 * Ticking every 100 ms ends a run within 0.1 s. Its own per-tick figures are not used here.
 */
const SAMPLE_INTERVAL_MS = 100;

export type Target = {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** A GET that queues behind whatever a run of this target leaves in flight; defaults to a GET target itself. */
  settle?: { url: string; headers?: Record<string, string> };
};

export type LoadResult = {
  rps: number;
  /** Latency percentiles in ms over the measured window; null when nothing was answered. */
  p50: number | null;
  p99: number | null;
  requests: number;
  /** Non-2xx answers plus connection errors and timeouts: every answer the visitor did not want. */
  errors: number;
  statusCodes: Record<string, number>;
  /** X-Cache values seen in the samples taken just before the run; empty when the header is absent. */
  xCache: Record<string, number>;
  /** Response body size of a sample, to check that compared pages are of similar weight. */
  bytes: number | null;
  /** Mean bytes of an answer in the measured window, status line and headers included (autocannon's count). */
  answerBytes: number | null;
  /** Seconds before every connection had an answer (not measured). */
  rampSeconds: number;
  /** Milliseconds the server needed after the run to finish the requests left in flight. */
  settleMs: number;
};

async function sampleResponses(target: Target) {
  const xCache: Record<string, number> = {};
  let bytes: number | null = null;
  // Sampling a POST would cast extra votes; votes are never cached anyway.
  if (target.method !== "GET") return { xCache, bytes };
  for (let i = 0; i < CACHE_SAMPLES; i++) {
    const response = await fetch(target.url, { headers: target.headers });
    bytes = (await response.arrayBuffer()).byteLength;
    const value = response.headers.get("X-Cache")?.toUpperCase();
    if (value) xCache[value] = (xCache[value] ?? 0) + 1;
  }
  return { xCache, bytes };
}

function percentile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null;
}

type Measured = Pick<
  LoadResult,
  "rps" | "p50" | "p99" | "requests" | "errors" | "statusCodes" | "answerBytes" | "rampSeconds"
>;

function measure(target: Target, seconds: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statusCodes: Record<string, number> = {};
    const answered = new Set<unknown>();
    const started = performance.now();
    let from: number | null = null;
    let to: number | null = null;
    let failures = 0;
    let bytesRead = 0;

    const instance = autocannon(
      {
        url: target.url,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections: CONNECTIONS,
        timeout: TIMEOUT_S,
        sampleInt: SAMPLE_INTERVAL_MS,
        // Only a backstop: the run is stopped once the measured window is over.
        duration: MAX_RAMP_S + seconds + 10,
      },
      (error) => {
        if (error) return reject(error);
        const windowSeconds = ((to ?? performance.now()) - (from ?? started)) / 1000;
        const sorted = latencies.sort((a, b) => a - b);
        const non2xx = Object.entries(statusCodes)
          .filter(([code]) => !code.startsWith("2"))
          .reduce((n, [, count]) => n + count, 0);
        resolve({
          rps: sorted.length / windowSeconds,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          requests: sorted.length,
          errors: non2xx + failures,
          statusCodes,
          answerBytes: sorted.length > 0 ? bytesRead / sorted.length : null,
          rampSeconds: ((from ?? started) - started) / 1000,
        });
      },
    );
    const begin = () => {
      if (from !== null) return;
      clearTimeout(rampTimer);
      from = performance.now();
      setTimeout(() => {
        to = performance.now();
        instance.stop();
      }, seconds * 1000);
    };
    const rampTimer = setTimeout(begin, MAX_RAMP_S * 1000);
    const measuring = () => from !== null && to === null;

    instance.on("response", (client, statusCode, bytes, responseTime) => {
      if (from === null) {
        answered.add(client);
        if (answered.size >= CONNECTIONS) begin();
        return;
      }
      if (!measuring()) return;
      latencies.push(responseTime);
      bytesRead += bytes;
      statusCodes[String(statusCode)] = (statusCodes[String(statusCode)] ?? 0) + 1;
    });
    instance.on("reqError", () => {
      if (measuring()) failures++;
    });
  });
}

/** Longer than any queue a 50-connection run leaves; past it the server is stuck, not busy. */
const SETTLE_LIMIT_MS = 60_000;

/** Waits behind what the run left queued, so it does not spill into the next run's figures. */
async function settle(target: Target): Promise<number> {
  const probe = target.settle ?? (target.method === "GET" ? target : undefined);
  if (!probe) return 0;
  const started = performance.now();
  try {
    const signal = AbortSignal.timeout(SETTLE_LIMIT_MS);
    await (await fetch(probe.url, { headers: probe.headers, signal })).arrayBuffer();
  } catch (error) {
    throw new Error(`${probe.url} gave no answer within ${SETTLE_LIMIT_MS / 1000} s after its run`, {
      cause: error,
    });
  }
  return Math.round(performance.now() - started);
}

export async function runLoad(target: Target, seconds: number): Promise<LoadResult> {
  const sample = await sampleResponses(target);
  const measured = await measure(target, seconds);
  const settleMs = await settle(target);
  return { ...measured, ...sample, settleMs };
}

/** A short unmeasured run, so JIT, connection pools and SQLite caches are warm before round 1. */
export async function warmUp(target: Target, seconds = 2) {
  const { url, method, headers, body } = target;
  await autocannon({ url, method, headers, body, connections: CONNECTIONS, duration: seconds });
}
