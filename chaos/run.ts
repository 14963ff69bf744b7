// `npm run chaos`: votes from distinct voters on a sharded hot question, an unsharded hot question and
// 100 others, while the runtime is killed and restarted, D1 refuses writes for a stretch and alarms
// throw; then every acknowledged vote must be counted exactly once, D1 must equal the objects, and
// repeats must stay 409. CHAOS_VOTES, CHAOS_RESTARTS, CHAOS_D1_DOWN_SECONDS and CHAOS_ALARM_SECONDS
// change the run; --overload runs chaos/overload.ts instead.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { Send } from "../scripts/reconcile-client";
import { freePort, freshState } from "../scripts/serve";
import { ensureDevVars, runBin } from "../scripts/tools";
import { restoreOlderBackup } from "./backup";
import { Faults } from "./faults";
import { runLoad } from "./load";
import { printReport } from "./report";
import { ChaosSite } from "./site";
import { repeatAcknowledged, resolveIndeterminate, tally, waitForD1 } from "./verify";

if (process.argv.includes("--overload")) {
  await import("./overload");
  process.exit(process.exitCode ?? 0);
}

const TARGET = Number(process.env.CHAOS_VOTES ?? 20_000);
const RESTARTS = Number(process.env.CHAOS_RESTARTS ?? 3);
// A short run gets short stretches: a second of D1 outage per thousand votes, from 3 s to 20 s.
const D1_DOWN_SECONDS = Number(process.env.CHAOS_D1_DOWN_SECONDS ?? Math.min(20, Math.max(3, TARGET / 1000)));
const ALARM_THROWS_SECONDS = Number(process.env.CHAOS_ALARM_SECONDS ?? D1_DOWN_SECONDS / 2);
const SHARDS = 4;
const CONCURRENCY = 24;
const started = performance.now();
const log = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`);

log("Building the app and preparing a fresh state ...");
ensureDevVars();
runBin("react-router", ["build"], { quiet: true });
const state = freshState("chaos");
const secret = randomBytes(32).toString("hex");
const token = randomBytes(24).toString("hex");
const faults = new Faults();
const port = await freePort();
const bindings = { VOTER_SECRET: secret, RECONCILE_TOKEN: token, RATE_LIMITS: "off" };

// The question ids are needed before the real start: the sharded one is named in its settings.
const probe = new ChaosSite(state, port, bindings, faults, join(state, "probe.log"));
await probe.start();
const { results } = await (await probe.d1())
  .prepare("select id from questions where status = 'published' order by id limit 102")
  .all<{ id: string }>();
await probe.kill();
probe.close();
const [sharded, hot, ...others] = results.map((r: { id: string }) => r.id);
if (!sharded || !hot || others.length < 100) throw new Error("the catalogue has fewer than 102 questions");

const site = new ChaosSite(
  state,
  port,
  { ...bindings, HOT_QUESTION_SHARDS: `${sharded}:${SHARDS}` },
  faults,
  join(state, "runtime.log"),
);
await site.start();
const send: Send = (path, init) => fetch(new URL(path, site.url), init);
const pick = () => {
  const r = Math.random();
  return r < 0.35 ? sharded : r < 0.7 ? hot : (others[Math.floor(Math.random() * others.length)] as string);
};

try {
  log(
    `Voting: ${TARGET} acknowledged votes wanted, ${RESTARTS} restarts, D1 down and alarms throwing for a while ...`,
  );
  const loadStarted = performance.now();
  const load = await runLoad(site, faults, {
    target: TARGET,
    concurrency: CONCURRENCY,
    secret,
    pick,
    restarts: RESTARTS,
    d1DownSeconds: D1_DOWN_SECONDS,
    alarmThrowsSeconds: ALARM_THROWS_SECONDS,
  });
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const firstAcknowledged = [...load.acknowledged];
  log(
    `Load done in ${loadSeconds.toFixed(0)} s; asking about ${load.indeterminate.length} votes without a clear answer ...`,
  );
  const resolution = await resolveIndeterminate(site.url, load);
  log(`Sending all ${firstAcknowledged.length} acknowledged votes again ...`);
  const repeats = await repeatAcknowledged(site.url, firstAcknowledged);
  log("Waiting for D1 to catch up ...");
  const recovery = await waitForD1(send, token, 180_000);
  const counted = tally(load.acknowledged, recovery.questions);
  log("Restoring an older D1 backup and reconciling ...");
  const backup = await restoreOlderBackup(site, send, token);
  const ok = printReport({
    target: TARGET,
    restartsWanted: RESTARTS,
    shards: SHARDS,
    load,
    loadSeconds,
    resolution,
    repeats,
    recoverySeconds: recovery.seconds,
    counted,
    backup,
    faults: faults.struck,
    restarts: site.restarts,
    unhandledErrors: site.unhandledErrors,
    seconds: (performance.now() - started) / 1000,
    logFile: site.logFile,
  });
  process.exitCode = ok ? 0 : 1;
} finally {
  await site.kill();
  site.close();
}
