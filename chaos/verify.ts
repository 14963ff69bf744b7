// After the faults: every uncertain vote asked about, every acknowledged vote sent again (it must be
// a 409 with the voter's choice), and the objects' and D1's counts compared with the ledger.
import { inStep, type QuestionReconcile, reconcileAll, type Send } from "../scripts/reconcile-client";
import { eachLimited, sendVote, type Vote } from "./voters";

export type Resolution = {
  countedBefore: number;
  countedNow: number;
  unresolved: number;
  otherChoice: number;
};

/** A vote without a clear answer, sent again: 409 means it had been counted, 2xx that it is now. */
export async function resolveIndeterminate(
  base: URL,
  ledger: { acknowledged: Vote[]; indeterminate: Vote[] },
) {
  const r: Resolution = { countedBefore: 0, countedNow: 0, unresolved: 0, otherChoice: 0 };
  await eachLimited(ledger.indeterminate, 16, async (vote) => {
    const answer = await sendVote(base, vote);
    if (answer.status === 409 && answer.option !== vote.option) r.otherChoice++;
    else if (answer.status === 409) r.countedBefore++;
    else if (typeof answer.status === "number" && answer.status < 300) r.countedNow++;
    else return void r.unresolved++;
    ledger.acknowledged.push(vote);
  });
  return r;
}

export type Repeats = {
  sent: number;
  answered409: number;
  countedAgain: number;
  otherChoice: number;
  other: number;
};

/** Each acknowledged voter votes again: anything but a 409 with their first choice is a fault. */
export async function repeatAcknowledged(base: URL, votes: Vote[]): Promise<Repeats> {
  const r: Repeats = { sent: votes.length, answered409: 0, countedAgain: 0, otherChoice: 0, other: 0 };
  await eachLimited(votes, 16, async (vote) => {
    const answer = await sendVote(base, vote);
    if (answer.status === 409 && answer.option === vote.option) r.answered409++;
    else if (answer.status === 409) r.otherChoice++;
    else if (typeof answer.status === "number" && answer.status < 300) r.countedAgain++;
    else r.other++;
  });
  return r;
}

/** Polls reconcile's report until D1 holds what the objects hold, or the time is up. */
export async function waitForD1(send: Send, token: string, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const questions = await reconcileAll(send, token, false);
    const seconds = (performance.now() - started) / 1000;
    if (questions.every(inStep) || seconds * 1000 > timeoutMs) return { questions, seconds };
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export type Tally = { lost: number; doubleCounted: number; d1Differences: number; questionsVoted: number };

/** The ledger's acknowledged votes per question and option against the objects' counts, and D1 against both. */
export function tally(acknowledged: Vote[], questions: QuestionReconcile[]): Tally {
  const expected = new Map<string, { A: number; B: number }>();
  for (const v of acknowledged) {
    const e = expected.get(v.questionId) ?? { A: 0, B: 0 };
    e[v.option]++;
    expected.set(v.questionId, e);
  }
  const t: Tally = { lost: 0, doubleCounted: 0, d1Differences: 0, questionsVoted: expected.size };
  for (const q of questions) {
    const e = expected.get(q.id) ?? { A: 0, B: 0 };
    const { votesA, votesB, votersA, votersB } = q.objects;
    t.lost += Math.max(0, e.A - votesA) + Math.max(0, e.B - votesB);
    // Counted more often than acknowledged, or counted more often than the objects hold voters.
    t.doubleCounted += Math.max(0, votesA - e.A) + Math.max(0, votesB - e.B);
    t.doubleCounted += Math.max(0, votesA - votersA) + Math.max(0, votesB - votersB);
    t.d1Differences += q.missingInD1 + q.extraInD1 + (q.countsDiffer ? 1 : 0);
  }
  return t;
}
