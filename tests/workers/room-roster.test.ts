import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "#domain/room-protocol.ts";
import { readRoomSummary } from "#worker/rooms/room-archive.ts";
import { appContext } from "#worker/services/context.ts";
import { connect, joinByForm, room, startRoomByForm, type TestSocket } from "./room-helpers";

// The host's players: renaming, teams, a player coming back to their seat, and the end of the
// room (each phone's recap and the results the host's summary keeps).

const stateOf = (m: ServerMessage) => (m.type === "state" ? m.state : undefined);

async function roomOf(names: string[]) {
  const { code, hostCookie } = await startRoomByForm();
  const cookies: string[] = [];
  for (const name of names) cookies.push((await joinByForm(code, name)).cookie ?? "");
  const host = await connect(`/rooms/${code}/socket`, hostCookie);
  const hostToken = hostCookie.split("=")[1] ?? "";
  const idOf = (name: string) => host.state().roster?.find((p) => p.nickname === name)?.id ?? "";
  return { code, host, cookies, idOf, hostToken };
}

describe("renaming a player", () => {
  it("uses a join's checks, and the player's phone hears its new name", async () => {
    const { code, host, cookies, idOf } = await roomOf(["Ash", "Bee"]);
    const ash = await connect(`/r/${code}/socket`, cookies[0]);
    const id = idOf("Ash");
    for (const [nickname, error] of [
      ["bee", "nickname-taken"],
      ["crap", "nickname-not-allowed"],
      ["   ", "nickname-not-allowed"],
      ["x".repeat(21), "nickname-not-allowed"],
    ]) {
      const from = host.messages.length;
      host.send({ type: "rename", playerId: id, nickname });
      expect(await host.next((m) => m.type === "error", from)).toMatchObject({ error });
    }
    host.send({ type: "rename", playerId: id, nickname: "Ashley" });
    expect(await ash.next((m) => m.type === "state" && m.yourNickname === "Ashley")).toBeTruthy();
    const renamed = await host.next((m) => m.type === "state" && m.roster?.[0]?.nickname === "Ashley");
    expect(renamed.type === "state" && renamed.roster?.map((p) => p.nickname)).toEqual(["Ashley", "Bee"]);
    // Its own old name, in another case, is no clash.
    host.send({ type: "rename", playerId: id, nickname: "ASHLEY" });
    await host.next((m) => m.type === "state" && m.roster?.[0]?.nickname === "ASHLEY");
  });
});

describe("teams", () => {
  it("deal players round-robin in the lobby, send each phone its team, and close after the start", async () => {
    const { code, host, cookies, idOf } = await roomOf(["P1", "P2", "P3", "P4", "P5"]);
    const phones = await Promise.all(cookies.map((c) => connect(`/r/${code}/socket`, c)));
    host.send({ type: "settings", teams: 2 });
    const dealt = await host.next((m) => m.type === "state" && m.state.teams.length === 2 && !!m.roster);
    expect(dealt.type === "state" && dealt.roster?.map((p) => p.team)).toEqual([0, 1, 0, 1, 0]);
    expect(stateOf(dealt)?.teams.map((t) => t.players)).toEqual([3, 2]);
    for (const [i, phone] of phones.entries()) {
      await phone.next((m) => m.type === "state" && m.yourTeam === i % 2);
    }
    // A later joiner goes to the smaller team, and hears it when their phone connects.
    const late = await joinByForm(code, "P6");
    const latePhone = await connect(`/r/${code}/socket`, late.cookie);
    expect(latePhone.state().yourTeam).toBe(1);
    host.send({ type: "remove", playerId: idOf("P2") });
    host.send({ type: "settings", reveal: "instant" });
    await host.next((m) => stateOf(m)?.settings.reveal === "instant");

    host.send({ type: "start" });
    await phones[0]?.next((m) => stateOf(m)?.phase === "question");
    phones[0]?.send({ type: "vote", index: 0, option: "A" });
    latePhone.send({ type: "vote", index: 0, option: "B" });
    const split = await host.next((m) => stateOf(m)?.voted === 2);
    expect(stateOf(split)?.teams).toEqual([
      { players: 3, counts: { a: 1, b: 0 } },
      { players: 2, counts: { a: 0, b: 1 } },
    ]);
    const from = host.messages.length;
    host.send({ type: "settings", teams: 3 });
    expect(await host.next((m) => m.type === "error", from)).toMatchObject({ error: "teams-after-start" });
    expect((await room(code).results())?.questions[0]?.teams).toEqual([
      { a: 1, b: 0 },
      { a: 0, b: 1 },
    ]);
  });
});

describe("a player who loses the connection", () => {
  it("comes back to the same seat with the same token, vote and team kept", async () => {
    const { code, host, cookies } = await roomOf(["Cal"]);
    host.send({ type: "settings", teams: 2 });
    await host.next(
      (m) => stateOf(m)?.settings.teams === 2 && m.type === "state" && m.roster?.[0]?.team === 0,
    );
    host.send({ type: "start" });
    const first = await connect(`/r/${code}/socket`, cookies[0]);
    await first.next((m) => stateOf(m)?.phase === "question");
    first.send({ type: "vote", index: 0, option: "B" });
    await first.next((m) => m.type === "voted");
    first.ws.close();
    const again = await connect(`/r/${code}/socket`, cookies[0]);
    // Its first message says everything; a coalesced count may follow it.
    expect(again.messages[0]).toMatchObject({ yourVote: "B", yourTeam: 0, state: { players: 1, voted: 1 } });
    expect((await joinByForm(code, "Someone Else", cookies[0])).outcome.status).toBe(303);
    expect((await room(code).results())?.players).toBe(1);
  });
});

describe("the end of a room", () => {
  it("sends each phone its own recap and hands over the results with the minority", async () => {
    const { code, host, cookies, hostToken } = await roomOf(["Dee", "Eli", "Fay"]);
    const phones = (await Promise.all(cookies.map((c) => connect(`/r/${code}/socket`, c)))) as TestSocket[];
    host.send({ type: "start" });
    const rounds = [
      ["A", "A", "B"],
      ["B", "A", "A"],
      ["A", "B", null],
    ] as const;
    for (const [index, round] of rounds.entries()) {
      await Promise.all(
        phones.map((p) => p.next((m) => stateOf(m)?.index === index && stateOf(m)?.phase === "question")),
      );
      for (const [i, option] of round.entries()) if (option) phones[i]?.send({ type: "vote", index, option });
      await host.next(
        (m) => stateOf(m)?.index === index && stateOf(m)?.voted === round.filter(Boolean).length,
      );
      host.send({ type: "next", index });
    }
    const recaps = await Promise.all(phones.map((p) => p.next((m) => m.type === "state" && !!m.recap)));
    expect(recaps.map((m) => m.type === "state" && m.recap)).toEqual([
      { voted: 3, decided: 2, withMajority: 1, questions: 3 },
      { voted: 3, decided: 2, withMajority: 2, questions: 3 },
      { voted: 2, decided: 2, withMajority: 1, questions: 3 },
    ]);
    const dee = await room(code).view({ role: "player", token: cookies[0]?.split("=")[1] ?? "" });
    expect(dee?.recap).toEqual({ voted: 3, decided: 2, withMajority: 1, questions: 3 });
    const results = await room(code).results();
    // The host's screens get the summary's key once the room has ended, and the summary is kept.
    const hostView = await room(code).view({ role: "host", token: hostToken });
    expect(hostView?.summaryKey).toBe(results?.summaryKey);
    const ended = await host.next((m) => m.type === "state" && m.state.phase === "ended");
    expect(ended.type === "state" && ended.summaryKey).toBe(results?.summaryKey);
    expect(recaps[0]?.type === "state" && recaps[0].summaryKey).toBeUndefined();
    const kept = await readRoomSummary(appContext(env).db, results?.summaryKey ?? "");
    expect(kept?.summary).toMatchObject({ code, players: 3 });
    expect(results).toMatchObject({ code, players: 3, teams: 0 });
    expect(results?.summaryKey).toMatch(/^[0-9a-f]{32}$/);
    expect(results?.endedAt).toBeGreaterThanOrEqual(results?.startedAt ?? Infinity);
    expect(results?.questions.map((q) => [q.a, q.b])).toEqual([
      [2, 1],
      [2, 1],
      [1, 1],
    ]);
    expect(results?.minority).toEqual([
      { nickname: "Dee", times: 1 },
      { nickname: "Fay", times: 1 },
    ]);
  });
});
