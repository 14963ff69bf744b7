// `npm run fuzz`: generated bad input for every API endpoint (inside workerd), every page action and
// every page's links (over HTTP against the built server), FUZZ_RUNS each (default 1,000). Prints
// what each target was sent and answered, then one line "N passed, N failed" over the targets.
import type { FuzzResult } from "../tests/fuzz/run";
import { ensureDevVars, runBin } from "./tools";
import { runVitestSuite, type SuiteRun } from "./vitest-suite";

const runs = process.env.FUZZ_RUNS ?? "1000";
const env = { FUZZ_RUNS: runs };

ensureDevVars();
runBin("react-router", ["build"], { quiet: true });
console.log(`\n=== the API, ${runs} inputs per endpoint ===`);
const api = runVitestSuite("fuzz-api", "vitest.workers.config.ts", ["tests/workers/fuzz-api.test.ts"], env);
console.log(`\n=== page actions, ${runs} posts per action ===`);
const forms = runVitestSuite("fuzz-forms", "vitest.e2e.config.ts", ["tests/e2e/fuzz-forms.test.ts"], env);
console.log(`\n=== page links, ${runs} reads per group of pages ===`);
const reads = runVitestSuite("fuzz-reads", "vitest.e2e.config.ts", ["tests/e2e/fuzz-reads.test.ts"], env);

type Figures = Omit<FuzzResult, "examples">;

/** "400×812 201×3": how often each status came back, commonest first. */
const answers = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${status === "0" ? "no answer" : status}×${n}`)
    .join(" ");

function table(title: string, run: SuiteRun) {
  const rows = run.tests.map((t) => ({
    title: t.title,
    figures: t.meta?.fuzz as Figures | undefined,
    status: t.status,
  }));
  const width = Math.max(title.length, ...rows.map((r) => r.title.length));
  console.log(`\n${title.padEnd(width)}  inputs  failed  answers`);
  for (const { title: name, figures, status } of rows) {
    const failed = figures ? figures.failed : status === "passed" ? 0 : 1;
    const inputs = figures ? String(figures.inputs) : "-";
    console.log(
      `${name.padEnd(width)}  ${inputs.padStart(6)}  ${String(failed).padStart(6)}  ${figures ? answers(figures.statuses) : status}`,
    );
  }
  return rows.reduce((sum, r) => sum + (r.figures?.inputs ?? 0), 0);
}

const suites = [api, forms, reads];
const inputs = table("API endpoint", api) + table("page action", forms) + table("page links", reads);
const targets = suites.reduce((sum, suite) => sum + suite.tests.length, 0);
console.log(`\n${inputs} inputs over ${targets} endpoints, actions and groups of pages`);
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
