// `npm test`: every suite in turn (unit, workers in workerd, then Chromium against the built app),
// ending with one line "N passed, N failed" summed over all of them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { binPath, ensureDevVars, offlineEnv, root, runBin } from "./tools";

type Suite = { name: string; config: string; needsBuild?: boolean };
const SUITES: Suite[] = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "workers", config: "vitest.workers.config.ts" },
  { name: "e2e", config: "vitest.e2e.config.ts", needsBuild: true },
];

const only = process.argv.slice(2);
const reports = mkdtempSync(join(tmpdir(), "wyr-tests-"));
let passed = 0;
let failed = 0;
let built = false;

ensureDevVars();
for (const suite of SUITES.filter((s) => only.length === 0 || only.includes(s.name))) {
  if (suite.needsBuild && !built) {
    runBin("react-router", ["build"], { quiet: true });
    built = true;
  }
  const report = join(reports, `${suite.name}.json`);
  console.log(`\n=== ${suite.name} tests ===`);
  const run = spawnSync(
    binPath("vitest"),
    ["run", "--config", suite.config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { cwd: root, stdio: "inherit", env: offlineEnv() },
  );
  try {
    const result = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += result.numPassedTests;
    // A suite that crashed before or after its tests still counts as a failure.
    failed += result.numFailedTests + (run.status !== 0 && result.numFailedTests === 0 ? 1 : 0);
  } catch {
    console.error(
      `${suite.name}: no report was written (exit ${run.status}); counting the suite as one failure.`,
    );
    failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
