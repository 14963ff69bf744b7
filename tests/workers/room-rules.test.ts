import { describe, expect, it } from "vitest";
import { reorder, showsCounts, transition, votingOpen } from "#worker/rooms/room-rules.ts";
import type { RoomMeta } from "#worker/rooms/room-store.ts";

// The room's rules as pure functions: its state machine, the countdown, who sees counts, and the
// backstage's reordering.

const question = (slug: string) => ({
  id: slug,
  slug,
  text: slug,
  optionA: "a",
  optionB: "b",
  category: "Kids",
});
const meta = (phase: RoomMeta["phase"], index = 0, timer: 0 | 10 = 0): RoomMeta => ({
  code: "ABCDEF",
  hostHash: "",
  hostAccount: null,
  questions: [question("q0"), question("q1"), question("q2")],
  phase,
  index,
  expiresAt: Number.MAX_SAFE_INTEGER,
  locked: false,
  settings: { reveal: "host", timer, teams: 0 },
  deadline: null,
  remoteKey: "",
  summaryKey: "",
  startedAt: 0,
  endedAt: null,
});

describe("the room's rules", () => {
  const now = 1_000_000;
  it("move a question through close, reveal, re-open, reset and next; stale commands change nothing", () => {
    expect(transition(meta("lobby"), { type: "start" }, now)).toEqual({
      phase: "question",
      index: 0,
      deadline: null,
      clearVotes: false,
    });
    expect(transition(meta("lobby", 0, 10), { type: "start" }, now)?.deadline).toBe(now + 10_000);
    expect(transition(meta("question"), { type: "close", index: 0 }, now)?.phase).toBe("closed");
    expect(transition(meta("closed"), { type: "reveal", index: 0 }, now)?.phase).toBe("revealed");
    expect(transition(meta("revealed", 0, 10), { type: "reopen", index: 0 }, now)).toMatchObject({
      phase: "question",
      deadline: now + 10_000,
      clearVotes: false,
    });
    expect(transition(meta("closed"), { type: "reset", index: 0 }, now)).toMatchObject({ clearVotes: true });
    expect(transition(meta("closed", 1), { type: "next", index: 1 }, now)).toMatchObject({ index: 2 });
    expect(transition(meta("revealed", 2), { type: "next", index: 2 }, now)?.phase).toBe("ended");
    expect(transition(meta("question", 1), { type: "next", index: 0 }, now)).toBeNull();
    expect(transition(meta("question"), { type: "reopen", index: 0 }, now)).toBeNull();
    expect(transition(meta("lobby"), { type: "close", index: 0 }, now)).toBeNull();
    expect(transition(meta("ended", 2), { type: "reset", index: 2 }, now)).toBeNull();
  });

  it("close voting at the deadline, and show counts to each screen as the reveal setting says", () => {
    const timed = { ...meta("question"), deadline: now + 1 };
    expect(votingOpen(timed, 0, now)).toBe(true);
    expect(votingOpen(timed, 0, now + 1)).toBe(false);
    expect(votingOpen(timed, 1, now)).toBe(false);
    const host = { reveal: "host", timer: 0, teams: 0 } as const;
    expect(showsCounts("question", "host", host)).toBe(false);
    expect(showsCounts("question", "player", host)).toBe(false);
    expect(showsCounts("closed", "remote", host)).toBe(true);
    expect(showsCounts("revealed", "player", host)).toBe(true);
    expect(showsCounts("question", "player", { ...host, reveal: "instant" })).toBe(true);
  });

  it("reorder and skip only coming questions, keeping one", () => {
    expect(reorder(meta("question"), { from: 2, to: 1 })).toMatchObject([
      { slug: "q0" },
      { slug: "q2" },
      { slug: "q1" },
    ]);
    expect(reorder(meta("question"), { from: 0, to: 1 })).toBe("not-coming");
    expect(reorder(meta("lobby"), { skip: 0 })).toHaveLength(2);
    expect(reorder({ ...meta("lobby"), questions: [question("q0")] }, { skip: 0 })).toBe("not-coming");
    expect(reorder(meta("ended", 2), { skip: 2 })).toBe("not-coming");
  });
});
