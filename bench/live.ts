// `npm run bench:live`: live results at scale (docs/decisions/0010-live-results.md). Serves the
// production build like the bench, opens LIVE_SOCKETS (1,000) sockets on one question, then casts
// LIVE_VOTES (30) votes one by one and times each from sending it to the moment the LAST socket
// heard the new total; and workerd's memory before and after the sockets opened. See docs/benchmarking.md.
import { readdirSync, readFileSync } from "node:fs";
import { ensureDevVars, root, runBin } from "../scripts/tools";
import { LiveCrowd } from "./live-crowd";
import { environment, writeResults } from "./report";
import { startSite, startWithRetry } from "./servers";

const SOCKETS = Number(process.env.LIVE_SOCKETS) || 1000;
const VOTES = Number(process.env.LIVE_VOTES) || 30;
const TARGET_P99_MS = 250;
/** Votes are spaced beyond the object's 100 ms coalescing interval, so each is timed on its own. */
const VOTE_GAP_MS = 250;

if (typeof WebSocket === "undefined") {
  console.error(
    "This Node has no WebSocket: run it as `npm run bench:live` (Node 20 needs --experimental-websocket).",
  );
  process.exit(1);
}

type Rss = { site: number; devProxy: number };

/**
 * Resident memory of the workerd processes under the wrangler process, in bytes (Linux /proc):
 * the one running the site, and wrangler's dev proxy, which listens on the public port and pipes
 * every connection through (production has no such process).
 */
function workerdRss(wranglerPid: number, port: string): Rss {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (!stat.includes("(workerd)")) continue;
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const rss: Rss = { site: 0, devProxy: 0 };
  for (const [pid, parent] of parents) {
    if (!isUnder(parent, wranglerPid)) continue;
    const kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    const proxy = readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`entry=127.0.0.1:${port}`);
    rss[proxy ? "devProxy" : "site"] += kib * 1024;
  }
  return rss;
}

function isUnder(pid: number, ancestor: number): boolean {
  for (let p = pid; p > 1; ) {
    if (p === ancestor) return true;
    const stat = readFileSync(`/proc/${p}/stat`, "utf8");
    p = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  }
  return false;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

const startedAt = new Date();
// A fresh clone has no local settings yet; the servers need their secrets.
ensureDevVars();
console.error("Building the app ...");
runBin("react-router", ["build"], { quiet: true });
const server = await startWithRetry("site", () => startSite("bench-live"));
const crowd: LiveCrowd[] = [];
try {
  if (!server.pid) throw new Error("wrangler started without a process id");
  const list = await (await fetch(`${server.baseURL}/api/questions?category=Funny&limit=1`)).json();
  const questionId = (list as { data: { id: string }[] }).data[0]?.id;
  if (!questionId) throw new Error("no question to watch");
  const vote = () =>
    fetch(`${server.baseURL}/api/questions/${questionId}/vote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ option: Math.random() < 0.5 ? "A" : "B" }),
    }).then((r) => r.arrayBuffer());

  // Warm up: the isolate, the object (which reads its question once) and one socket.
  const warm = new LiveCrowd(server.baseURL, questionId);
  crowd.push(warm);
  await warm.open(1);
  await vote();
  await pause(1000);
  const port = new URL(server.baseURL).port;
  const rssBefore = workerdRss(server.pid, port);

  console.error(`Opening ${SOCKETS} sockets ...`);
  const opening = performance.now();
  const sockets = new LiveCrowd(server.baseURL, questionId);
  crowd.push(sockets);
  await sockets.open(SOCKETS);
  const openSeconds = (performance.now() - opening) / 1000;
  await pause(1000);
  const rssAfter = workerdRss(server.pid, port);

  console.error(`Casting ${VOTES} votes one by one ...`);
  const latencies: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < VOTES; i++) {
    const total = Math.max(...sockets.lastHeard().map((c) => c.votesA + c.votesB)) + 1;
    const sent = performance.now();
    const seen = sockets.allSee(total);
    await vote();
    answered.push(performance.now() - sent);
    latencies.push((await seen) - sent);
    await pause(VOTE_GAP_MS + Math.random() * 100);
  }
  const viewers = new Set(sockets.lastHeard().map((c) => c.viewers));

  const sorted = [...latencies].sort((a, b) => a - b);
  const voteAnswers = [...answered].sort((a, b) => a - b);
  const figures = {
    sockets: SOCKETS,
    votes: VOTES,
    openSeconds,
    voteToLastSocketMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) },
    targetP99Ms: TARGET_P99_MS,
    voteAnsweredMs: { p50: percentile(voteAnswers, 50), p99: percentile(voteAnswers, 99) },
    viewersReported: [...viewers],
    workerdRssBytes: { before: rssBefore, after: rssAfter },
    bytesPerSocket: {
      site: (rssAfter.site - rssBefore.site) / SOCKETS,
      devProxy: (rssAfter.devProxy - rssBefore.devProxy) / SOCKETS,
    },
  };
  const file = writeResults(
    { startedAt: startedAt.toISOString(), ...environment(), live: figures },
    startedAt,
  );
  const { p50, p99 } = figures.voteToLastSocketMs;
  console.log(`\nLive results: ${SOCKETS} sockets on one question (opened in ${openSeconds.toFixed(1)} s)`);
  console.log(
    `Vote to the last socket, over ${VOTES} votes: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? "ok" : "OVER"})`,
  );
  console.log(
    `  of which the vote's own answer: p50 ${figures.voteAnsweredMs.p50.toFixed(1)} ms, p99 ${figures.voteAnsweredMs.p99.toFixed(1)} ms`,
  );
  console.log(
    `Viewers the sockets were told: ${[...viewers].join(", ")} (expected ${SOCKETS + 1}, the warm-up socket too)`,
  );
  const perSocket = (role: keyof Rss) =>
    `${mib(rssBefore[role])} -> ${mib(rssAfter[role])} MiB, ${(figures.bytesPerSocket[role] / 1024).toFixed(0)} KiB per socket`;
  console.log(`Memory (workerd RSS) of the site's runtime: ${perSocket("site")}`);
  console.log(`  and of wrangler's dev proxy, which production does not have: ${perSocket("devProxy")}`);
  console.log(`JSON: ${file.replace(`${root}/`, "")}`);
} finally {
  for (const c of crowd) c.close();
  server.stop();
}
