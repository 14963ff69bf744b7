// `npm run bench`: builds the app, serves it on workerd beside a bare reference Worker, loads both
// with autocannon and reports requests/s, latency and the ratio to the reference (docs/benchmarking.md).
import { cpus } from "node:os";
import { relative } from "node:path";
import { ensureDevVars, root, runBin } from "../scripts/tools";
import { runBig } from "./big";
import {
  BIG_P99_TARGET,
  bigTable,
  CHOSEN_ROUND,
  environment,
  lighthouseTable,
  loadTable,
  pictureTable,
  writeResults,
} from "./report";
import { suppressedDisconnects } from "./servers";
import { readSettings } from "./settings";
import { runStandard } from "./standard";

const startedAt = new Date();
const settings = readSettings(process.argv.slice(2));
const env = environment();
if (env.machine.loadAverage1m > cpus().length / 2) {
  console.error(
    `Note: the load average is ${env.machine.loadAverage1m} on ${cpus().length} cores; figures will be noisy.`,
  );
}

// A fresh clone has no local settings yet; the servers need their secrets.
ensureDevVars();
console.error("Building the app ...");
runBin("react-router", ["build"], { quiet: true });
const buildSeconds = (Date.now() - startedAt.getTime()) / 1000;

const report: Record<string, unknown> = {
  startedAt: startedAt.toISOString(),
  ...env,
  settings,
  buildSeconds,
};
if (settings.mode === "big") {
  const big = await runBig(settings);
  Object.assign(report, { chosenRound: CHOSEN_ROUND.replace("site", "big-catalogue"), big });
  console.log(
    `\nBig catalogue: ${big.extraQuestions.toLocaleString("en")} extra questions (seeded in ${big.seedSeconds.toFixed(0)} s); target p99 big/normal <= ${BIG_P99_TARGET}\n`,
  );
  console.log(bigTable(big.rows));
} else {
  const standard = await runStandard(settings);
  Object.assign(report, { chosenRound: CHOSEN_ROUND, ...standard });
  console.log("");
  if (standard.rows.length > 0) console.log(loadTable(standard.rows));
  for (const drain of standard.drains) {
    console.log(
      `Round ${drain.round}: D1 held all ${drain.votes} votes ${drain.seconds.toFixed(1)} s after the vote runs${drain.caughtUp ? "" : ` - NOT caught up (${drain.d1Rows} rows)`}.`,
    );
  }
  if (standard.pictures) {
    const hitReference = standard.pictures.referencePage.median;
    console.log(`\n${pictureTable(standard.pictures)}`);
    console.log(
      `One request at a time; "first" is the isolate's first picture of its kind; "warm" is the whole request, "render" the drawing alone (the server's Server-Timing), which the target is for. Reference page, same way: median ${hitReference.toFixed(1)} ms.`,
    );
  }
  if (standard.lighthouse) console.log(`\n${lighthouseTable(standard.lighthouse)}`);
}

const wallSeconds = (Date.now() - startedAt.getTime()) / 1000;
report.wallSeconds = wallSeconds;
// Every run ends by closing connections mid-request; workerd logs each one. Counted, not printed.
report.serverDisconnectMessages = suppressedDisconnects();
const file = writeResults(report, startedAt);
console.log(
  `\n${settings.connections} connections, ${settings.rounds} round(s) of ` +
    (settings.mode === "standard"
      ? `${settings.siteSeconds} s per site vote path, ${settings.readSeconds} s per site read path` +
        ` and ${settings.referenceSeconds} s per reference run` +
        "; both servers restarted before each round's votes"
      : `${settings.siteSeconds} s per path`) +
    `; ${CHOSEN_ROUND}.`,
);
console.log(
  `Wall time ${Math.floor(wallSeconds / 60)} min ${Math.round(wallSeconds % 60)} s. JSON: ${relative(root, file)}`,
);
