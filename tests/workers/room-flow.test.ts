import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "#domain/room-protocol.ts";
import { connect, joinByForm, room, startRoomByForm, type TestSocket } from "./room-helpers";

// How a question runs: the reveal setting (who sees the bars when), the countdown through the
// room's alarm, and the host's close, re-open and reset.

const stateOf = (m: ServerMessage) => (m.type === "state" ? m.state : undefined);

async function playing(settings: Record<string, unknown> = {}) {
  const { code, hostCookie } = await startRoomByForm();
  const joined = await Promise.all(["Ann", "Bo"].map((name) => joinByForm(code, name)));
  const host = await connect(`/rooms/${code}/socket`, hostCookie);
  if (Object.keys(settings).length > 0) {
    host.send({ type: "settings", ...settings });
    await host.next((m) => stateOf(m)?.settings.reveal === (settings.reveal ?? "host"));
  }
  const [ann, bo] = (await Promise.all(joined.map((j) => connect(`/r/${code}/socket`, j.cookie)))) as [
    TestSocket,
    TestSocket,
  ];
  host.send({ type: "start" });
  await ann.next((m) => stateOf(m)?.phase === "question");
  return { code, host, ann, bo, stub: env.ROOMS.get(env.ROOMS.idFromName(code)) };
}

describe("the reveal setting", () => {
  it("host (the default): the big screen and phones see how many voted, the bars only at Reveal", async () => {
    const { host, ann, bo } = await playing();
    ann.send({ type: "vote", index: 0, option: "A" });
    const counted = await host.next((m) => stateOf(m)?.voted === 1);
    expect(stateOf(counted)?.counts).toBeNull();
    const phone = await bo.next((m) => stateOf(m)?.voted === 1);
    expect(stateOf(phone)?.counts).toBeNull();
    host.send({ type: "reveal", index: 0 });
    const shown = await bo.next((m) => stateOf(m)?.phase === "revealed");
    expect(stateOf(shown)?.counts).toEqual({ a: 1, b: 0 });
  });

  it("instant: the bars move as votes arrive, on the big screen and (at most once a second) on phones", async () => {
    const { host, ann, bo } = await playing({ reveal: "instant" });
    ann.send({ type: "vote", index: 0, option: "B" });
    await host.next((m) => stateOf(m)?.counts?.b === 1);
    const started = Date.now();
    const phone = await bo.next((m) => stateOf(m)?.counts?.b === 1);
    expect(stateOf(phone)?.phase).toBe("question");
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe("the countdown", () => {
  it("opens each question with a deadline and closes it when the alarm runs", async () => {
    const before = Date.now();
    const { host, ann, stub } = await playing({ timer: 10 });
    const open = stateOf(ann.state());
    expect(open?.deadline).toBeGreaterThanOrEqual(before + 10_000);
    const alarm = await runInDurableObject(stub, (_r, state) => state.storage.getAlarm());
    expect(alarm).toBe(open?.deadline);
    // The deadline passes (moved into the past here), then the alarm runs.
    await runInDurableObject(stub, (_r, state) => {
      state.storage.sql.exec("UPDATE room SET deadline = ?", Date.now() - 1);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await host.next((m) => stateOf(m)?.phase === "closed");
    await ann.next((m) => stateOf(m)?.phase === "closed");
    ann.send({ type: "vote", index: 0, option: "A" });
    expect(await ann.next((m) => m.type === "error")).toMatchObject({ error: "voting-closed" });
    // Back to the room's expiry, which the alarm still owes.
    const next = await runInDurableObject(stub, (_r, state) => state.storage.getAlarm());
    expect((next ?? 0) - Date.now()).toBeGreaterThan(3 * 3600_000);
  });

  it("refuses a vote past the deadline even before the alarm has run", async () => {
    const { ann, stub } = await playing({ timer: 30 });
    await runInDurableObject(stub, (instance) => {
      const held = instance as unknown as { meta: { deadline: number | null } };
      held.meta = { ...held.meta, deadline: Date.now() - 1 };
    });
    ann.send({ type: "vote", index: 0, option: "A" });
    expect(await ann.next((m) => m.type === "error")).toMatchObject({ error: "voting-closed" });
  });
});

describe("close, re-open and reset", () => {
  it("stop voting, take it again with the votes kept, and start over from nothing", async () => {
    const { code, host, ann, bo } = await playing();
    ann.send({ type: "vote", index: 0, option: "A" });
    await ann.next((m) => m.type === "voted");
    host.send({ type: "close", index: 0 });
    await bo.next((m) => stateOf(m)?.phase === "closed");
    bo.send({ type: "vote", index: 0, option: "B" });
    expect(await bo.next((m) => m.type === "error")).toMatchObject({ error: "voting-closed" });

    const sinceClose = bo.messages.length;
    host.send({ type: "reopen", index: 0 });
    await bo.next((m) => stateOf(m)?.phase === "question", sinceClose);
    bo.send({ type: "vote", index: 0, option: "B" });
    await bo.next((m) => m.type === "voted");
    expect((await room(code).results())?.questions[0]).toMatchObject({ a: 1, b: 1 });

    host.send({ type: "reveal", index: 0 });
    await ann.next((m) => stateOf(m)?.phase === "revealed");
    const sinceReveal = ann.messages.length;
    host.send({ type: "reset", index: 0 });
    const reset = await ann.next((m) => stateOf(m)?.phase === "question", sinceReveal);
    expect(stateOf(reset)?.voted).toBe(0);
    expect(reset).toMatchObject({ yourVote: null });
    expect((await room(code).results())?.questions[0]).toMatchObject({ a: 0, b: 0 });
    // A command on another question than the current one changes nothing.
    host.send({ type: "close", index: 1 });
    const from = ann.messages.length;
    ann.send({ type: "vote", index: 0, option: "B" });
    expect(await ann.next((m) => m.type === "voted", from)).toMatchObject({ option: "B" });
  });
});

describe("the end of a room whose summary cannot be kept", () => {
  it("still ends for everyone: the archive's failure is logged, not in the way", async () => {
    const { code, host, ann, stub } = await playing();
    await runInDurableObject(stub, (instance) => {
      const broken = new Proxy(env.DB, {
        get() {
          throw new Error("D1 is down");
        },
      });
      (instance as unknown as { env: Cloudflare.Env }).env = { ...env, DB: broken };
    });
    ann.send({ type: "vote", index: 0, option: "A" });
    await ann.next((m) => m.type === "voted");
    for (const index of [0, 1, 2]) {
      host.send({ type: "next", index });
      await host.next((m) => stateOf(m)?.index === index + 1 || stateOf(m)?.phase === "ended");
    }
    const ended = await ann.next((m) => m.type === "state" && m.state.phase === "ended" && !!m.recap);
    expect(ended).toMatchObject({ recap: { voted: 1, decided: 1, withMajority: 1, questions: 3 } });
    await host.next((m) => stateOf(m)?.phase === "ended");
    expect((await room(code).view({ role: "visitor" }))?.state.phase).toBe("ended");
  });
});
