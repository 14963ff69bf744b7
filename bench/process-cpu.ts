// `npm run bench:cpu`: CPU time per request of each process serving a bench row, for the site and
// the bare reference in turn. Requests/s says how far the site is from the reference; this says where
// the difference is spent: in the workerd that runs the Worker and its Durable Objects, in the
// workerd of wrangler's local dev proxy (which production does not have), or elsewhere. It reads
// each process's user and system time from /proc before and after every load run, and its memory
// after it, so it runs on Linux.
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, runBin } from "../scripts/tools";
import { waitForVoteDrain } from "./drain";
import { CONNECTIONS, runLoad, type Target, warmUp } from "./load";
import { checkPerf, NATIVE_KINDS, recordNative } from "./native-profile";
import { environment, fixed, table } from "./report";
import { type BenchServer, startReference, startSite, startWithRetry } from "./servers";
import { discover, filterGroups, referenceTarget, returningVoters, siteGroups } from "./targets";

const USAGE = `npm run bench:cpu -- [--only "vote api"] [--rounds 2] [--seconds 6] [--native]
  --only     the bench rows to load, as in npm run bench (default "vote api": the vote API, a new voter each time)
  --rounds   how many times each row and its reference are loaded (default 2)
  --seconds  seconds per load run (default 6)
  --native   also sample the Worker's workerd with Linux perf and split its CPU by kind of work`;

function readArgs() {
  const fail = (message: string): never => {
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  };
  let values: { only: string; rounds: string; seconds: string; native: boolean; help?: boolean } | undefined;
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: {
        only: { type: "string", default: "vote api" },
        rounds: { type: "string", default: "2" },
        seconds: { type: "string", default: "6" },
        native: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [rounds, seconds] = [Number(values.rounds), Number(values.seconds)];
  if (!Number.isInteger(rounds) || rounds < 1) fail("--rounds must be a whole number, 1 or more.");
  if (!(seconds >= 1)) fail("--seconds must be 1 or more.");
  if (values.native) {
    const missing = checkPerf();
    if (missing) fail(missing);
  }
  return { only: values.only.split(",").filter(Boolean), rounds, seconds, native: values.native };
}

/** The process and every process it started, by parent pid. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const stat = readStat(Number(entry));
    if (stat) parents.set(stat.ppid, [...(parents.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i] as number) ?? []));
  return tree;
}

/** Parent pid and user + system CPU in clock ticks (fields 4, 14 and 15 of /proc/<pid>/stat). */
function readStat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // it exited
  }
}

/** Socket inodes listening on `port` (IPv4), from /proc/net/tcp. */
function listeningInodes(port: number): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const lines = readFileSync("/proc/net/tcp", "utf8").trim().split("\n").slice(1);
  const listening = lines.map((line) => line.trim().split(/\s+/)).filter((f) => f[3] === "0A");
  return new Set(listening.filter((f) => f[1]?.endsWith(`:${hexPort}`)).map((f) => f[9] as string));
}

function holdsSocket(pid: number, inodes: Set<string>): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
      return inodes.has(link.slice("socket:[".length, -1));
    });
  } catch {
    return false;
  }
}

type Role = "Worker and objects" | "dev proxy" | "other";
const ROLES: Role[] = ["Worker and objects", "dev proxy", "other"];

/** wrangler's dev proxy is the workerd answering on the server's own port; the Worker is the other. */
function roleOf(pid: number, proxySocket: Set<string>): Role {
  const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
  if (!command.endsWith("/workerd")) return "other";
  return holdsSocket(pid, proxySocket) ? "dev proxy" : "Worker and objects";
}

const TICK_MICROS = 1_000_000 / 100; // Linux reports CPU time in 1/100 s

/** Resident memory in MB (VmRSS of /proc/<pid>/status); 0 once the process is gone. */
function residentMB(pid: number): number {
  try {
    const kB = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
    return Number(kB ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Loads the target and returns requests/s and CPU µs per answered request by role. The CPU is the
 * whole run's, ramp-up included, over the answers of the measured window: a few percent high, for
 * the site and the reference alike.
 */
async function measure(server: BenchServer, target: Target, seconds: number, native: boolean) {
  const pids = processTree(server.pid as number);
  const proxySocket = listeningInodes(Number(new URL(server.baseURL).port));
  const before = new Map(pids.map((pid) => [pid, readStat(pid)?.ticks ?? 0]));
  const worker = pids.find((pid) => roleOf(pid, proxySocket) === "Worker and objects");
  const file = join(tmpdir(), `bench-cpu-${process.pid}.perf`);
  const recording = native && worker !== undefined ? recordNative(worker, file) : undefined;
  const result = await runLoad(target, seconds);
  const nativeMicros = await recording?.stop(result.requests);
  const cpu: Record<Role, number> = { "Worker and objects": 0, "dev proxy": 0, other: 0 };
  // Memory after the run: both workerd processes of wrangler dev grow with every request served,
  // the reference's too, and slow down as they do (docs/decisions/0014-what-a-vote-costs.md).
  const memoryMB: Record<Role, number> = { "Worker and objects": 0, "dev proxy": 0, other: 0 };
  for (const pid of pids) {
    const after = readStat(pid)?.ticks;
    if (after === undefined) continue;
    const role = roleOf(pid, proxySocket);
    cpu[role] += ((after - (before.get(pid) ?? 0)) * TICK_MICROS) / result.requests;
    memoryMB[role] += residentMB(pid);
  }
  return {
    rps: result.rps,
    p99: result.p99,
    requests: result.requests,
    errors: result.errors,
    cpuMicros: cpu,
    memoryMB,
    nativeMicros,
  };
}

type Run = {
  row: string;
  site: { nativeMicros?: Record<string, number> };
  reference: { nativeMicros?: Record<string, number> };
};

/** Per row, the Worker process's CPU per request by kind of work, averaged over the rounds. */
function printNative(runs: Run[]) {
  for (const row of new Set(runs.map((r) => r.row))) {
    const ofRow = runs.filter((r) => r.row === row);
    const mean = (build: "site" | "reference", kind: string) =>
      ofRow.reduce((sum, r) => sum + (r[build].nativeMicros?.[kind] ?? 0), 0) / ofRow.length;
    const kinds = [...NATIVE_KINDS, "total"];
    const value = (build: "site" | "reference", kind: string) =>
      kind === "total" ? NATIVE_KINDS.reduce((sum, k) => sum + mean(build, k), 0) : mean(build, kind);
    const lines = kinds.map((kind) => {
      const [site, ref] = [value("site", kind), value("reference", kind)];
      return [kind, fixed(site, 1), fixed(ref, 1), fixed(site - ref, 1)];
    });
    console.log(
      `\n${row}: the Worker's workerd, CPU µs per answered request by kind of work (perf samples):\n`,
    );
    console.log(table(["kind of work", "site µs", "reference µs", "difference"], lines, new Set([1, 2, 3])));
  }
  console.log(
    "\nEach sample is put in the first kind that matches its stack from the leaf up (bench/native-profile.ts): compare site and reference kind by kind.",
  );
}

const args = readArgs();
console.error("Building the app ...");
runBin("react-router", ["build"], { quiet: true });
const site = await startWithRetry("site", () => startSite("bench-cpu"));
const reference = await startWithRetry("reference", () => startReference()).catch((error) => {
  site.stop();
  throw error;
});
try {
  const catalogue = await discover(site.baseURL);
  const cookies = await returningVoters(site.baseURL, catalogue);
  const groups = filterGroups(siteGroups(site.baseURL, catalogue, cookies), args.only);
  if (groups.length === 0) throw new Error(`--only ${args.only.join(",")} matches no row`);
  const runs = [];
  for (let round = 1; round <= args.rounds; round++) {
    for (const group of groups) {
      const refTarget = referenceTarget(reference.baseURL, group.reference);
      for (const row of group.rows) {
        await warmUp(row.target, 1);
        const measured = await measure(site, row.target, args.seconds, args.native);
        if (row.visitor === "new voter") {
          await waitForVoteDrain(site.baseURL, site.state, catalogue.hot, cookies.votedHere);
        }
        await warmUp(refTarget, 1);
        const ref = await measure(reference, refTarget, args.seconds, args.native);
        console.error(
          `round ${round}  ${row.id}: site ${fixed(measured.rps)} rps, reference ${fixed(ref.rps)} rps`,
        );
        runs.push({ round, row: row.id, referenceKind: group.reference, site: measured, reference: ref });
      }
    }
  }
  const total = (cpu: Record<Role, number>) => ROLES.reduce((sum, role) => sum + cpu[role], 0);
  const header = [
    ...["round", "row", "build", "rps", "p99 ms"],
    ...ROLES.map((r) => `${r} µs`),
    ...["total µs", "errors", "Worker MB", "proxy MB"],
  ];
  const lines = runs.flatMap((run) =>
    (["site", "reference"] as const).map((build) => {
      const m = run[build];
      return [
        String(run.round),
        build === "site" ? run.row : `reference ${run.referenceKind}`,
        build,
        fixed(m.rps),
        fixed(m.p99),
        ...ROLES.map((role) => fixed(m.cpuMicros[role])),
        fixed(total(m.cpuMicros)),
        String(m.errors),
        fixed(m.memoryMB["Worker and objects"]),
        fixed(m.memoryMB["dev proxy"]),
      ];
    }),
  );
  console.log(
    `\nCPU time per answered request, by process (${args.seconds} s runs, ${CONNECTIONS} connections):\n`,
  );
  console.log(table(header, lines, new Set([0, 3, 4, 5, 6, 7, 8, 9, 10, 11])));
  console.log(
    "\n'dev proxy' is wrangler's local proxy workerd, which production does not have; 'other' is wrangler's node and esbuild.",
  );
  if (args.native) printNative(runs);
  const results = join(root, "bench", "results");
  mkdirSync(results, { recursive: true }); // a fresh clone has none yet
  const file = join(results, `cpu-${new Date().toISOString().replaceAll(":", "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ ...environment(), args, runs }, null, 2)}\n`);
  console.log(`JSON: ${file}`);
} finally {
  site.stop();
  reference.stop();
}
