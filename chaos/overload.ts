// `npm run chaos -- --overload`: the bench's busiest writes (votes from new voters on one hot
// question, through the API as programs and pages call it and through the form without
// JavaScript), measured at the bench's 50 connections, then
// offered at twice that rate for 60 s. Nothing may crash, hang or answer an unshaped 500; whatever
// is shed must be a 429 or 503 with Retry-After. Prints the status table and `N passed, N failed`.
import autocannon from "autocannon";
import { runLoad, type Target } from "../bench/load";
import { startSite, startWithRetry } from "../bench/servers";
import { discover, returningVoters, siteGroups } from "../bench/targets";
import { runBin } from "../scripts/tools";

const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 60);
/** Enough connections that the offered rate, not the connection count, sets the load. */
const CONNECTIONS = 200;
const TIMEOUT_S = 10;

type Tally = {
  statuses: Record<string, number>;
  shedWithoutRetryAfter: number;
  timeouts: number;
  errors: number;
};

/** Offers `rate` requests/s of `target` for SECONDS, counting statuses and the Retry-After of shed answers. */
function offer(target: Target, rate: number): Promise<Tally & { latency: autocannon.Histogram }> {
  const tally: Tally = { statuses: {}, shedWithoutRetryAfter: 0, timeouts: 0, errors: 0 };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections: CONNECTIONS,
        overallRate: rate,
        duration: SECONDS,
        timeout: TIMEOUT_S,
        setupClient: (client) => {
          // autocannon passes the parser's record (status and raw header list), not what its types say.
          const onHeaders = ({ statusCode, headers }: { statusCode: number; headers: string[] }) => {
            tally.statuses[statusCode] = (tally.statuses[statusCode] ?? 0) + 1;
            const names = headers.filter((_, i) => i % 2 === 0).map((h) => h.toLowerCase());
            if ((statusCode === 429 || statusCode === 503) && !names.includes("retry-after")) {
              tally.shedWithoutRetryAfter++;
            }
          };
          client.on("headers", onHeaders as unknown as (headers: object) => void);
        },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ ...tally, timeouts: result.timeouts, errors: result.errors, latency: result.latency }),
    );
  });
}

runBin("react-router", ["build"], { quiet: true });
const site = await startWithRetry("site", () => startSite("overload"));
try {
  const catalogue = await discover(site.baseURL);
  const cookies = await returningVoters(site.baseURL, catalogue);
  const votes = siteGroups(site.baseURL, catalogue, cookies).flatMap((g) =>
    g.rows.filter((r) => r.id.startsWith("vote")),
  );
  const checks: [string, boolean][] = [];
  const lines: string[] = [];
  for (const row of votes) {
    const peak = await runLoad(row.target, 6);
    const rate = Math.round(2 * peak.rps);
    console.error(
      `${row.id}: the bench's load reaches ${peak.rps.toFixed(0)} rps; offering ${rate} rps for ${SECONDS} s ...`,
    );
    const t = await offer(row.target, rate);
    const answered = Object.values(t.statuses).reduce((a, b) => a + b, 0);
    const table = Object.entries(t.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    lines.push(
      `${row.id.padEnd(12)} peak ${peak.rps.toFixed(0)} rps, offered ${rate} rps: ${answered} answers (${table}), ` +
        `${(answered / SECONDS).toFixed(0)} rps, p50 ${t.latency.p50} ms, p99 ${t.latency.p99} ms, ` +
        `${t.timeouts} timeouts, ${t.errors} connection errors`,
    );
    const fives = Object.entries(t.statuses).filter(([s]) => s.startsWith("5") && s !== "503");
    checks.push([`${row.id}: no 500s or other unshaped failures`, fives.length === 0]);
    checks.push([`${row.id}: every shed answer (429, 503) has Retry-After`, t.shedWithoutRetryAfter === 0]);
    checks.push([`${row.id}: nothing hangs (no request unanswered after ${TIMEOUT_S} s)`, t.timeouts === 0]);
  }
  const health = await fetch(`${site.baseURL}/health`).catch(() => null);
  checks.push(["the server still answers afterwards", health?.ok === true]);
  console.log("");
  for (const line of lines) console.log(line);
  console.log("");
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
  const passed = checks.filter(([, ok]) => ok).length;
  console.log(`\n${passed} passed, ${checks.length - passed} failed`);
  process.exitCode = passed === checks.length ? 0 : 1;
} finally {
  site.stop();
}
