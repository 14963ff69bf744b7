import { describe, expect, it } from "vitest";
import {
  clientMessageSchema,
  newRoomCode,
  parseMessage,
  ROOM_CODE_ALPHABET,
  roomCodeSchema,
} from "#domain/room-protocol.ts";
import { newRoomSchema } from "#domain/room-schema.ts";

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
