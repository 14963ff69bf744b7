import fc from "fast-check";
import { shorten } from "./answers";

// Runs one target's generated inputs against the server and keeps every failing input instead of
// stopping at the first: the report is "inputs tried, failures" per target. Shrinking would cost a
// server round trip per step, and the failing inputs themselves say enough.

export type FuzzFailure = { input: string; problem: string };
/** `failed` counts every failing input; `examples` keeps the first few of them. */
export type FuzzResult = {
  target: string;
  inputs: number;
  failed: number;
  examples: FuzzFailure[];
  /** How many answers had each status ("400": 812), to see what the inputs reached. */
  statuses: Record<string, number>;
  seed: number;
};

/** One input's outcome: the answer's status, and what was wrong with it if anything. */
export type Outcome = { status: number; problem?: string };

declare module "vitest" {
  interface TaskMeta {
    fuzz?: Omit<FuzzResult, "examples">;
  }
}

/** Inputs per target: FUZZ_RUNS when set (npm run fuzz sets 1,000), else the short run's count. */
export function fuzzRuns(fromEnvironment: string | number | undefined, shortRun: number): number {
  const runs = Number(fromEnvironment);
  return Number.isInteger(runs) && runs > 0 ? runs : shortRun;
}

/**
 * FUZZ_SEED when set, to replay a run's inputs, else a new seed. The caller passes it in: inside
 * workerd `process.env` holds the Worker's bindings, not the shell's variables.
 */
export function fuzzSeed(fromEnvironment: string | number | undefined): number {
  const seed = Number(fromEnvironment);
  return Number.isInteger(seed) && seed !== 0 ? seed : Date.now() ^ (Math.random() * 2 ** 31);
}

export type FuzzSettings = { runs: number; seed: number };

const MAX_KEPT = 20;

function describeInput(input: unknown): string {
  const text = typeof input === "string" ? input : JSON.stringify(input, (_key, value) => value ?? null);
  return shorten(text, 300);
}

/**
 * Tries `runs` inputs; `check` sends one and says what came back. A check that throws (the server
 * hung up, say) counts as a failure of that input.
 */
export async function fuzz<T>(
  target: string,
  inputs: fc.Arbitrary<T>,
  { runs, seed }: FuzzSettings,
  check: (input: T) => Promise<Outcome>,
): Promise<FuzzResult> {
  const examples: FuzzFailure[] = [];
  let tried = 0;
  let failed = 0;
  const statuses: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      tried += 1;
      let outcome: Outcome;
      try {
        outcome = await check(input);
      } catch (error) {
        outcome = {
          status: 0,
          problem: `the check threw: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      const { status, problem } = outcome;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (problem) {
        failed += 1;
        if (examples.length < MAX_KEPT)
          examples.push({ input: describeInput(input), problem: shorten(problem, 400) });
      }
      return true;
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  return { target, inputs: tried, failed, examples, statuses, seed };
}

/** A readable assertion message listing the failing inputs. */
export function failureReport(result: FuzzResult): string {
  const lines = result.examples.map((f) => `  ${f.problem}\n    input: ${f.input}`);
  return `${result.target}: ${result.failed} failing inputs of ${result.inputs} (seed ${result.seed}; first ${result.examples.length} below)\n${lines.join("\n")}`;
}
