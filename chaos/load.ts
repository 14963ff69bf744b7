// The load and the nemesis together. Voters cast votes from new voters until enough are
// acknowledged and the nemesis has played its script: paced by that progress, it kills and restarts
// the runtime, takes D1 writes away for a stretch (restarting once in the middle of it) and then
// makes every alarm throw right after D1 took its batch.
import type { Faults } from "./faults";
import type { ChaosSite } from "./site";
import { newVoterCookie, type Option, sendVote, type Vote } from "./voters";

export type Ledger = {
  /** Answered 2xx: each must be counted exactly once. */
  acknowledged: Vote[];
  /** No answer, or an answer that says nothing about the vote (5xx): asked about again afterwards. */
  indeterminate: Vote[];
  /** Answers by status, "no answer" included. */
  statuses: Record<string, number>;
};

export type Plan = {
  target: number;
  concurrency: number;
  secret: string;
  /** Picks the question of the next vote. */
  pick: () => string;
  restarts: number;
  d1DownSeconds: number;
  alarmThrowsSeconds: number;
};

export type Stretches = { d1DownSeconds: number; alarmThrowsSeconds: number; restartSeconds: number[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runLoad(site: ChaosSite, faults: Faults, plan: Plan): Promise<Ledger & Stretches> {
  const ledger: Ledger = { acknowledged: [], indeterminate: [], statuses: {} };
  const stretches: Stretches = { d1DownSeconds: 0, alarmThrowsSeconds: 0, restartSeconds: [] };
  let nemesisDone = false;

  const voter = async () => {
    while (!nemesisDone || ledger.acknowledged.length < plan.target) {
      const vote: Vote = {
        questionId: plan.pick(),
        option: (Math.random() < 0.6 ? "A" : "B") as Option,
        cookie: newVoterCookie(plan.secret),
      };
      const answer = await sendVote(site.url, vote);
      ledger.statuses[answer.status] = (ledger.statuses[answer.status] ?? 0) + 1;
      if (typeof answer.status === "number" && answer.status < 300) ledger.acknowledged.push(vote);
      else ledger.indeterminate.push(vote);
      // The runtime is down or refusing: wait a little rather than spin.
      if (answer.status === "no answer" || answer.status >= 500) await sleep(200);
    }
  };

  const until = async (share: number) => {
    while (ledger.acknowledged.length < share * plan.target) await sleep(50);
  };
  const restart = async () => {
    const started = performance.now();
    await site.restart();
    stretches.restartSeconds.push((performance.now() - started) / 1000);
  };
  /** Holds a fault on for `seconds` (a restart in the middle when asked), and says how long it was on. */
  const stretch = async (set: (on: boolean) => void, seconds: number, restartMidway: boolean) => {
    const started = performance.now();
    set(true);
    await sleep((seconds * 1000) / 2);
    if (restartMidway) await restart();
    await sleep(Math.max(0, seconds * 1000 - (performance.now() - started)));
    set(false);
    return (performance.now() - started) / 1000;
  };

  const nemesis = async () => {
    if (plan.restarts >= 2) {
      await until(0.15);
      await restart();
    }
    await until(0.3);
    stretches.d1DownSeconds = await stretch(
      (on) => (faults.d1Down = on),
      plan.d1DownSeconds,
      plan.restarts >= 1,
    );
    await until(0.6);
    stretches.alarmThrowsSeconds = await stretch(
      (on) => (faults.alarmThrows = on),
      plan.alarmThrowsSeconds,
      false,
    );
    for (let i = 2; i < plan.restarts; i++) {
      await until(0.8 + (0.2 * (i - 2)) / Math.max(1, plan.restarts - 2));
      await restart();
    }
    nemesisDone = true;
  };

  await Promise.all([nemesis(), ...Array.from({ length: plan.concurrency }, voter)]);
  return { ...ledger, ...stretches };
}
