// The day D1 is restored from an older backup, played on the chaos run's state: the newest vote
// rows of the voted questions disappear and their counts fall back. Reconcile must notice and
// bring D1 back to what the objects hold.
import { inStep, reconcileAll, type Send } from "../scripts/reconcile-client";
import type { ChaosSite } from "./site";
import { waitForD1 } from "./verify";

export type BackupDrill = {
  rowsDropped: number;
  questionsFound: number;
  repairSeconds: number;
  inStep: boolean;
};

export async function restoreOlderBackup(site: ChaosSite, send: Send, token: string): Promise<BackupDrill> {
  const db = await site.d1();
  // Every fifth row of every voted question, and counts that lag by a fifth.
  const dropped = await db
    .prepare("delete from votes where rowid in (select rowid from votes where rowid % 5 = 0)")
    .run();
  await db
    .prepare(
      "update questions set votes_a = votes_a * 4 / 5, votes_b = votes_b * 4 / 5 where votes_a + votes_b > 0",
    )
    .run();
  const found = await reconcileAll(send, token, true);
  const repair = await waitForD1(send, token, 120_000);
  return {
    rowsDropped: dropped.meta.changes,
    questionsFound: found.filter((q) => !inStep(q)).length,
    repairSeconds: repair.seconds,
    inStep: repair.questions.every(inStep),
  };
}
