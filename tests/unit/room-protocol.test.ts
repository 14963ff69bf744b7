import { describe, expect, it } from "vitest";
import {
  clientMessageSchema,
  newRoomCode,
  parseMessage,
  ROOM_CODE_ALPHABET,
  roomCodeSchema,
} from "#domain/room-protocol.ts";
import { newRoomSchema } from "#domain/room-schema.ts";
import { reorder, showsCounts, transition, votingOpen } from "#worker/rooms/room-rules.ts";
import type { RoomMeta } from "#worker/rooms/room-store.ts";

describe("room codes", () => {
  it("are six characters a child can read off a projector", () => {
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 200; i++) expect(newRoomCode()).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  });

  it("read as people type them: any case, spaces and dashes ignored; look-alikes refused", () => {
    expect(roomCodeSchema.parse(" k7m-2qx ")).toBe("K7M2QX");
    expect(roomCodeSchema.safeParse("K7M2Q0").success).toBe(false);
    expect(roomCodeSchema.safeParse("K7M2QXX").success).toBe(false);
    expect(roomCodeSchema.safeParse("../../x").success).toBe(false);
  });
});

describe("socket messages", () => {
  it("parse only the known shapes", () => {
    expect(parseMessage(clientMessageSchema, '{"type":"vote","index":2,"option":"B"}')).toEqual({
      type: "vote",
      index: 2,
      option: "B",
    });
    for (const frame of [
      "ping",
      "{}",
      '{"type":"vote","index":-1,"option":"A"}',
      '{"type":"vote","index":1.5,"option":"A"}',
      '{"type":"remove","playerId":"../x"}',
      '{"type":"reveal"}',
      "[1,2]",
      new ArrayBuffer(4),
    ]) {
      expect(parseMessage(clientMessageSchema, frame), String(frame)).toBeUndefined();
    }
  });
});

describe("the start-a-room form", () => {
  it("takes question links or slugs one a line, in order, without repeats", () => {
    const parsed = newRoomSchema.parse({
      category: "",
      count: "5",
      questions:
        "https://example.com/question/pizza-or-tacos?x=1\n\n  /question/cats-or-dogs \npizza-or-tacos\n",
    });
    expect(parsed.questions).toEqual(["pizza-or-tacos", "cats-or-dogs"]);
  });

  it("refuses a count out of range and more than 20 questions", () => {
    expect(newRoomSchema.safeParse({ category: "", count: "21", questions: "" }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `q-${i}`).join("\n");
    const result = newRoomSchema.safeParse({ category: "", count: "3", questions: many });
    expect(result.error?.issues[0]?.message).toBe("A room plays at most 20 questions.");
  });
});

describe("the start-a-room form's settings", () => {
  it("take the defaults when missing or empty (a form from before them), and refuse other values", () => {
    const old = newRoomSchema.parse({ category: "", count: "5", questions: "" });
    expect([old.reveal, old.timer, old.teams]).toEqual(["host", 0, 0]);
    const empty = newRoomSchema.parse({
      category: "",
      count: "5",
      questions: "",
      reveal: "",
      timer: "",
      teams: "",
    });
    expect([empty.reveal, empty.timer, empty.teams]).toEqual(["host", 0, 0]);
    const set = newRoomSchema.parse({
      category: "",
      count: "5",
      questions: "",
      reveal: "instant",
      timer: "20",
      teams: "3",
    });
    expect([set.reveal, set.timer, set.teams]).toEqual(["instant", 20, 3]);
    for (const bad of [{ reveal: "later" }, { timer: "15" }, { teams: "1" }]) {
      const result = newRoomSchema.safeParse({ category: "", count: "5", questions: "", ...bad });
      expect(result.error?.issues[0]?.message).toBe("Pick one of the choices offered for each setting.");
    }
  });
});

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
