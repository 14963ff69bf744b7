import { describe, expect, it } from "vitest";
import { BallotBox } from "#worker/votes/ballot-box.ts";
import type { Ballot } from "#worker/votes/question-votes.ts";

// The box on its own, with a counter that records every call, so what is counted together is
// exact. votes.test.ts and shards.test.ts run the same box inside the real object.

function recordingCounter() {
  const calls: Ballot[][] = [];
  const count = async (ballots: Ballot[]) => {
    calls.push([...ballots]);
    return ballots.map((b) => `${b.voter}:${b.option}`);
  };
  return { calls, count };
}

const ballot = (n: number): Ballot => ({ voter: `voter-${n}`, option: n % 2 ? "B" : "A" });
const voters = (calls: Ballot[][]) => calls.map((call) => call.map((b) => b.voter));

describe("ballot box", () => {
  it("counts the ballots cast in the same moment in one call, each answered with its own outcome", async () => {
    const box = new BallotBox<string>();
    const { calls, count } = recordingCounter();
    const outcomes = await Promise.all([0, 1, 2, 3].map((n) => box.cast("q1", ballot(n), count)));
    expect(outcomes).toEqual(["voter-0:A", "voter-1:B", "voter-2:A", "voter-3:B"]);
    expect(voters(calls)).toEqual([["voter-0", "voter-1", "voter-2", "voter-3"]]);
  });

  it("counts a ballot cast later, or for another key, in a call of its own", async () => {
    const box = new BallotBox<string>();
    const { calls, count } = recordingCounter();
    const together = Promise.all([box.cast("q1", ballot(0), count), box.cast("q2", ballot(1), count)]);
    expect(await together).toEqual(["voter-0:A", "voter-1:B"]);
    expect(await box.cast("q1", ballot(2), count)).toBe("voter-2:A");
    expect(voters(calls)).toEqual([["voter-0"], ["voter-1"], ["voter-2"]]);
  });

  it("opens a new round for ballots that arrive while a round is being counted", async () => {
    const box = new BallotBox<string>();
    const calls: Ballot[][] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowFirst = async (ballots: Ballot[]) => {
      calls.push([...ballots]);
      if (calls.length === 1) await held;
      return ballots.map((b) => b.voter);
    };
    const first = box.cast("q1", ballot(0), slowFirst);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = box.cast("q1", ballot(1), slowFirst);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(voters(calls)).toEqual([["voter-0"], ["voter-1"]]);
    expect(await second).toBe("voter-1");
    release();
    expect(await first).toBe("voter-0");
  });

  it("keeps each round within its limit", async () => {
    const box = new BallotBox<string>(3);
    const { calls, count } = recordingCounter();
    await Promise.all([0, 1, 2, 3, 4, 5, 6].map((n) => box.cast("q1", ballot(n), count)));
    expect(calls.map((call) => call.length)).toEqual([3, 3, 1]);
  });

  it("fails every ballot of a failed round, and the next round starts afresh", async () => {
    const box = new BallotBox<string>();
    const failing = async (): Promise<string[]> => {
      throw new Error("object overloaded");
    };
    const round = [0, 1].map((n) => box.cast("q1", ballot(n), failing));
    await Promise.all(round.map((outcome) => expect(outcome).rejects.toThrow("object overloaded")));
    const { count } = recordingCounter();
    expect(await box.cast("q1", ballot(2), count)).toBe("voter-2:A");
  });

  it("refuses a count that answers a different number of ballots than it was given", async () => {
    const box = new BallotBox<string>();
    await expect(box.cast("q1", ballot(1), async () => [])).rejects.toThrow(
      "1 ballots were counted with 0 outcomes.",
    );
  });
});
