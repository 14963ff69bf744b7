// What reconcile answers per question: read by the worker, `npm run reconcile` and the chaos suite.

type Tally = { votesA: number; votesB: number };

export type QuestionReconcile = {
  id: string;
  /** Counts summed over the question's objects, and their distinct voters by option. */
  objects: Tally & { votersA: number; votersB: number; objectCount: number };
  d1: Tally & { rows: number };
  /** Voters the objects hold that D1 lacks, or holds with the other option. */
  missingInD1: number;
  /** D1 rows for voters the objects do not hold, or hold with the other option. */
  extraInD1: number;
  countsDiffer: boolean;
  /** True when --apply deleted rows or asked the objects to write everything again. */
  repaired: boolean;
};
