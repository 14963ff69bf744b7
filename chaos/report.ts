// The chaos run's figures and checks, ending with the `N passed, N failed` line CI reads.
import type { BackupDrill } from "./backup";
import type { Faults } from "./faults";
import type { Ledger, Stretches } from "./load";
import type { Repeats, Resolution, Tally } from "./verify";

export type ChaosResult = {
  target: number;
  restartsWanted: number;
  shards: number;
  load: Ledger & Stretches;
  loadSeconds: number;
  resolution: Resolution;
  repeats: Repeats;
  recoverySeconds: number;
  counted: Tally;
  backup: BackupDrill;
  faults: Faults["struck"];
  restarts: number;
  unhandledErrors: number;
  seconds: number;
  logFile: string;
};

const n = (x: number) => x.toLocaleString("en");
const s = (x: number) => `${x.toFixed(1)} s`;

export function printReport(r: ChaosResult): boolean {
  const requests = Object.values(r.load.statuses).reduce((a, b) => a + b, 0);
  const statuses = Object.entries(r.load.statuses)
    .map(([status, count]) => `${status}: ${n(count)}`)
    .join(", ");
  const figures: [string, string][] = [
    ["acknowledged votes", `${n(r.load.acknowledged.length)} from as many distinct voters`],
    ["vote requests under faults", `${n(requests)} in ${s(r.loadSeconds)} (${statuses})`],
    [
      "votes without a clear answer",
      `${n(r.load.indeterminate.length)}: ${n(r.resolution.countedBefore)} had been counted, ` +
        `${n(r.resolution.countedNow)} had not (counted when sent again), ${n(r.resolution.unresolved)} unresolved`,
    ],
    ["lost", n(r.counted.lost)],
    ["double-counted", n(r.counted.doubleCounted)],
    ["repeats answered 409 with the first choice", `${n(r.repeats.answered409)} / ${n(r.repeats.sent)}`],
    [
      "D1 differences after recovery",
      `${n(r.counted.d1Differences)} (D1 caught up in ${s(r.recoverySeconds)})`,
    ],
    ["restarts (SIGKILL of workerd)", `${r.restarts} (back in ${r.load.restartSeconds.map(s).join(", ")})`],
    ["D1 writes failing", `${s(r.load.d1DownSeconds)}, ${n(r.faults.d1Writes)} write-behinds refused`],
    [
      "alarms throwing",
      `${s(r.load.alarmThrowsSeconds)}, ${n(r.faults.alarmThrows)} alarms threw after D1 took the batch`,
    ],
    [
      "reconcile after a restored backup",
      `${n(r.backup.rowsDropped)} rows dropped, ${n(r.backup.questionsFound)} questions found differing, ` +
        `in step again after ${s(r.backup.repairSeconds)}`,
    ],
    ["questions voted on", `${r.counted.questionsVoted} (one over ${r.shards} objects)`],
    ["runtime errors nobody handled", `${r.unhandledErrors} (runtime log: ${r.logFile})`],
    ["duration", s(r.seconds)],
  ];
  const width = Math.max(...figures.map(([label]) => label.length));
  console.log("");
  for (const [label, value] of figures) console.log(`${label.padEnd(width)}  ${value}`);

  const checks: [string, boolean][] = [
    [`at least ${n(r.target)} acknowledged votes`, r.load.acknowledged.length >= r.target],
    ["every acknowledged vote is counted (none lost)", r.counted.lost === 0 && r.repeats.countedAgain === 0],
    ["no vote is counted twice", r.counted.doubleCounted === 0],
    [
      "every repeat of an acknowledged vote is a 409 with its first choice",
      r.repeats.answered409 === r.repeats.sent,
    ],
    [
      "every vote without a clear answer is resolved",
      r.resolution.unresolved === 0 && r.resolution.otherChoice === 0,
    ],
    ["D1 equals the objects after recovery", r.counted.d1Differences === 0],
    [`the runtime was killed and restarted ${r.restartsWanted} times`, r.restarts === r.restartsWanted],
    ["D1 writes failed for a stretch and the write-behind retried", r.faults.d1Writes > 0],
    ["alarms threw and the write-behind recovered", r.faults.alarmThrows > 0],
    [
      "reconcile found the restored backup's differences and repaired them",
      r.backup.questionsFound > 0 && r.backup.inStep,
    ],
  ];
  console.log("");
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
  const passed = checks.filter(([, ok]) => ok).length;
  console.log(`\n${passed} passed, ${checks.length - passed} failed`);
  return passed === checks.length;
}
