// Runs one vitest suite with a JSON report beside the usual output, for the scripts that sum
// results over several suites (npm test, npm run fuzz).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { binPath, offlineEnv, root } from "./tools";

export type TestResult = { title: string; status: string; meta?: Record<string, unknown> };
export type SuiteRun = { passed: number; failed: number; tests: TestResult[] };

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: TestResult[] }[];
};

const reports = mkdtempSync(join(tmpdir(), "wyr-tests-"));

function vitestArgs(config: string, files: string[], report: string): string[] {
  return [
    "run",
    "--config",
    config,
    ...files,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
}

function readReport(name: string, report: string, status: number | null): SuiteRun {
  try {
    const result = JSON.parse(readFileSync(report, "utf8")) as Report;
    // A suite that crashed before or after its tests still counts as a failure.
    const crashed = status !== 0 && result.numFailedTests === 0 ? 1 : 0;
    return {
      passed: result.numPassedTests,
      failed: result.numFailedTests + crashed,
      tests: result.testResults.flatMap((file) => file.assertionResults),
    };
  } catch {
    console.error(`${name}: no report was written (exit ${status}); counting the suite as one failure.`);
    return { passed: 0, failed: 1, tests: [] };
  }
}

/** `files` narrows the suite to those test files; `env` adds variables (FUZZ_RUNS, say). */
export function runVitestSuite(
  name: string,
  config: string,
  files: string[] = [],
  env: Record<string, string> = {},
): SuiteRun {
  const report = join(reports, `${name}.json`);
  const run = spawnSync(binPath("vitest"), vitestArgs(config, files, report), {
    cwd: root,
    stdio: "inherit",
    env: offlineEnv(env),
  });
  return readReport(name, report, run.status);
}

/** The same, while other runs go on beside it: each line of its output starts with its name. */
export function runVitestSuiteAsync(
  name: string,
  config: string,
  files: string[],
  env: Record<string, string> = {},
): Promise<SuiteRun> {
  const report = join(reports, `${name}.json`);
  const run = spawn(binPath("vitest"), vitestArgs(config, files, report), {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: offlineEnv(env),
  });
  for (const [from, to] of [
    [run.stdout, process.stdout],
    [run.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from }).on("line", (line) => to.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => {
    run.on("close", (status) => resolve(readReport(name, report, status)));
  });
}
