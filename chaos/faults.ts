// The nemesis's switches, read by the worker through CHAOS_FAULTS (worker/votes/injected-faults.ts)
// and counted here, so the report says how often each fault really struck.
import type { FaultPoint } from "#worker/votes/injected-faults.ts";

export class Faults {
  d1Down = false;
  alarmThrows = false;
  readonly struck = { d1Writes: 0, alarmThrows: 0 };

  /** The error the worker throws at `point`, or "" to go on. */
  answer = (point: string): string => {
    if ((point as FaultPoint) === "d1-write" && this.d1Down) {
      this.struck.d1Writes++;
      return "D1_ERROR: injected by the chaos suite: D1 is unavailable.";
    }
    if ((point as FaultPoint) === "after-d1-write" && this.alarmThrows) {
      this.struck.alarmThrows++;
      return "Injected by the chaos suite: the alarm throws after D1 took the batch.";
    }
    return "";
  };
}
