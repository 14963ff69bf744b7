// `npm test`: every suite in turn (unit, workers in workerd, then Chromium against the built app),
// ending with one line "N passed, N failed" summed over all of them.
import { availableParallelism } from "node:os";
import { runE2eShards } from "./e2e-shards";
import { ensureDevVars, runBin } from "./tools";
import { runVitestSuite } from "./vitest-suite";

type Suite = { name: string; config: string; needsBuild?: boolean; sharded?: boolean };
const SUITES: Suite[] = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "workers", config: "vitest.workers.config.ts" },
  { name: "e2e", config: "vitest.e2e.config.ts", needsBuild: true, sharded: true },
];

/** Browser-suite shards run at once (scripts/e2e-shards.ts): one per core, at most two, or E2E_SHARDS. */
const E2E_SHARDS = Number(process.env.E2E_SHARDS) || Math.min(2, availableParallelism());

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let built = false;

ensureDevVars();
// The messages may have changed since the last install or build compiled them.
runBin("tsx", ["scripts/messages.ts"]);
for (const suite of SUITES.filter((s) => only.length === 0 || only.includes(s.name))) {
  if (suite.needsBuild && !built) {
    runBin("react-router", ["build"], { quiet: true });
    built = true;
  }
  console.log(`\n=== ${suite.name} tests ===`);
  const run = suite.sharded
    ? await runE2eShards(suite.config, E2E_SHARDS)
    : runVitestSuite(suite.name, suite.config);
  passed += run.passed;
  failed += run.failed;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
