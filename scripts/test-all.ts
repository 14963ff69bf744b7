// `npm test`: every suite in turn (unit, workers in workerd, then Chromium against the built app),
// ending with one line "N passed, N failed" summed over all of them.
import { ensureDevVars, runBin } from "./tools";
import { runVitestSuite } from "./vitest-suite";

type Suite = { name: string; config: string; needsBuild?: boolean };
const SUITES: Suite[] = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "workers", config: "vitest.workers.config.ts" },
  { name: "e2e", config: "vitest.e2e.config.ts", needsBuild: true },
];

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
  const run = runVitestSuite(suite.name, suite.config);
  passed += run.passed;
  failed += run.failed;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
