// `npm run bench:compare -- --base <revision>`: rows of the bench for this tree against the same rows
// of another revision, both served at once and loaded in turn, so a change to a hot path shows as a
// ratio a few percent wide. `npm run bench` compares each row with the bare reference, and on these
// shared 2 cores two of its runs minutes apart differ by more than a change that saves or costs a
// few percent (docs/benchmarking.md). Here the two builds alternate run by run (the base first in the first
// round, this tree first in the next, and so on), so the machine's slow and fast moments fall on both.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureDevVars, root, runBin } from "../scripts/tools";
import { type Drain, waitForVoteDrain } from "./drain";
import { type LoadResult, runLoad, warmUp } from "./load";
import { environment, fixed, git, table } from "./report";
import { type BenchServer, startSite, startWithRetry } from "./servers";
import { discover, filterGroups, type Row, returningVoters, siteGroups } from "./targets";

const USAGE = `npm run bench:compare -- [--base main] [--only "vote api"] [--rounds 8] [--seconds 5]
  --base     the revision to compare with (default HEAD: this tree's uncommitted change)
  --only     the bench rows to load, as in npm run bench (default "vote api": the vote API, a new voter each time)
  --rounds   how many times each build is loaded per row (default 8)
  --seconds  seconds per load run (default 5)
The base revision is built in .wrangler/compare/<commit>/ with this tree's node_modules, so it must
use the same packages; a second comparison with the same base reuses that build.`;

function readArgs() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: {
        base: { type: "string", default: "HEAD" },
        only: { type: "string", default: "vote api" },
        rounds: { type: "string", default: "8" },
        seconds: { type: "string", default: "5" },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    process.exit(2);
  }
}
const values = readArgs();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
if (!(Number.isInteger(rounds) && rounds >= 2 && Number.isFinite(seconds) && seconds >= 1)) {
  console.error(`--rounds must be a whole number from 2, --seconds at least 1.\n\n${USAGE}`);
  process.exit(2);
}
const only = values.only.split(",").filter(Boolean);

function resolveCommit(revision: string): string {
  const commit = git(["rev-parse", "--verify", `${revision}^{commit}`]);
  if (commit) return commit;
  console.error(`${revision} is not a revision of this repository.\n\n${USAGE}`);
  process.exit(2);
}

/**
 * The revision's files (git archive: no work tree or git metadata to clean up), with this tree's
 * packages and local secrets, and built. Kept under .wrangler/, which git ignores.
 */
function builtCopy(commit: string): string {
  const dir = join(root, ".wrangler", "compare", commit.slice(0, 12));
  if (existsSync(join(dir, "build", "server", "index.js"))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", commit], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  ensureDevVars();
  copyFileSync(join(root, ".dev.vars"), join(dir, ".dev.vars"));
  console.error(`Building ${commit.slice(0, 12)} in ${dir} ...`);
  runBin("react-router", ["build"], { quiet: true, cwd: dir });
  return dir;
}

type Side = {
  name: "base" | "this";
  server: BenchServer;
  rows: Map<string, Row>;
  drain: () => Promise<Drain>;
};

async function prepare(name: Side["name"], server: BenchServer): Promise<Side> {
  const catalogue = await discover(server.baseURL);
  const cookies = await returningVoters(server.baseURL, catalogue);
  const rows = filterGroups(siteGroups(server.baseURL, catalogue, cookies), only).flatMap((g) => g.rows);
  return {
    name,
    server,
    rows: new Map(rows.map((row) => [row.id, row])),
    drain: () => waitForVoteDrain(server.baseURL, server.state, catalogue.hot, cookies.votedHere),
  };
}

/** The mean and about a 95% interval for it (two standard errors): how far the rounds let us see. */
function meanWithin(xs: number[]) {
  const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const variance = xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (xs.length - 1);
  return { mean, margin: 2 * Math.sqrt(variance / xs.length) };
}

type RoundPair = { round: number; base: LoadResult; this: LoadResult };

function printRow(id: string, pairs: RoundPair[]) {
  console.log(`\n${id}`);
  const header = ["round", "base rps", "this rps", "this/base", "base p99 ms", "this p99 ms", "errors"];
  const rows = pairs.map((p) => [
    String(p.round + 1),
    fixed(p.base.rps),
    fixed(p.this.rps),
    fixed(p.this.rps / p.base.rps, 3),
    fixed(p.base.p99),
    fixed(p.this.p99),
    String(p.base.errors + p.this.errors),
  ]);
  console.log(table(header, rows, new Set(header.keys())));
  const ratios = pairs.map((p) => p.this.rps / p.base.rps);
  const { mean, margin } = meanWithin(ratios);
  console.log(
    `this/base: ${mean.toFixed(3)} ± ${margin.toFixed(3)} (the rounds' mean ± two standard errors; rounds from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)})`,
  );
  // A spread estimated from a handful of rounds is itself far off.
  if (pairs.length < 8) console.log(`Only ${pairs.length} rounds: take the margin as a rough guess.`);
}

const commit = resolveCommit(values.base);
const baseDir = builtCopy(commit);
console.error("Building this tree ...");
runBin("react-router", ["build"], { quiet: true });
// One after the other: starting both at once has made one `wrangler dev` fail on this machine.
const baseServer = await startWithRetry("base", () => startSite("compare-base", undefined, baseDir));
const thisServer = await startWithRetry("this", () => startSite("compare-this")).catch((error) => {
  baseServer.stop();
  throw error;
});
try {
  const sides = [await prepare("base", baseServer), await prepare("this", thisServer)] as const;
  const ids = [...sides[1].rows.keys()].filter((id) => sides[0].rows.has(id));
  if (ids.length === 0) throw new Error(`--only ${values.only} matches no row that both builds have`);
  const report: Record<string, RoundPair[]> = {};
  /** Vote runs after which D1 did not hold every vote the objects counted within the drain's wait. */
  const behind: string[] = [];
  for (const id of ids) {
    const targetOf = (side: Side) => (side.rows.get(id) as Row).target;
    const votes = (sides[1].rows.get(id) as Row).visitor === "new voter";
    for (const side of sides) await warmUp(targetOf(side));
    const pairs: RoundPair[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? sides : ([sides[1], sides[0]] as const);
      const results: Partial<Record<Side["name"], LoadResult>> = {};
      for (const side of order) {
        results[side.name] = await runLoad(targetOf(side), seconds);
        // A vote run leaves a second of write-behind to D1, which would fall on the other build's run.
        const drain = votes ? await side.drain() : undefined;
        if (drain && !drain.caughtUp)
          behind.push(`${side.name} round ${round + 1}: ${drain.d1Rows} of ${drain.votes}`);
      }
      const pair = { round, base: results.base as LoadResult, this: results.this as LoadResult };
      pairs.push(pair);
      console.error(
        `${id} round ${round + 1}: base ${fixed(pair.base.rps)} rps, this ${fixed(pair.this.rps)} rps`,
      );
    }
    report[id] = pairs;
  }
  console.log(
    `\nThis tree against ${values.base} (${commit.slice(0, 12)}): ${rounds} rounds of ${seconds} s per build and row, alternating.`,
  );
  for (const [id, pairs] of Object.entries(report)) printRow(id, pairs);
  if (behind.length > 0) {
    console.log(`\nD1 did not catch up with the objects' votes after: ${behind.join("; ")}.`);
    process.exitCode = 1;
  }
  const file = join(
    root,
    "bench",
    "results",
    `compare-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      { base: values.base, baseCommit: commit, rounds, seconds, only, report, behind, ...environment() },
      null,
      2,
    ),
  );
  console.log(`\nJSON: ${file}`);
} finally {
  baseServer.stop();
  thisServer.stop();
}
