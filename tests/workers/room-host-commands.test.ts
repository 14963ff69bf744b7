import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleHostForm } from "#app/rooms/room-host.server.ts";
import { CLOSE } from "#domain/room-protocol.ts";
import { formPost, freshIp } from "./limit-helpers";
import {
  connect,
  joinByForm,
  openPage,
  openSocket,
  room,
  runPageAction,
  startRoomByForm,
} from "./room-helpers";

// The host's lock and remove, over the socket and as forms without JavaScript, and that only the
// host's cookie (or account) may use them.

/** The host screen's form post, as a browser without JavaScript sends it. */
function hostForm(code: string, fields: Record<string, string>, cookie?: string) {
  const request = formPost(`/rooms/${code}/host`, freshIp(), fields, cookie);
  return runPageAction(request, (context) => handleHostForm({ code }, request, context));
}

async function roomWithPlayer(name: string) {
  const { code, hostCookie } = await startRoomByForm();
  const { cookie } = await joinByForm(code, name);
  return { code, hostCookie, cookie: cookie ?? "" };
}

const lockedNow = async (code: string) => (await room(code).view({ role: "visitor" }))?.state.locked;

describe("locking a room", () => {
  it("refuses new players while locked and admits them once unlocked; players already in stay", async () => {
    const { code, hostCookie, cookie } = await roomWithPlayer("Ada");
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    expect(host.state().state.locked).toBe(false);
    host.send({ type: "lock" });
    await host.next((m) => m.type === "state" && m.state.locked);

    const refused = await joinByForm(code, "Bea");
    expect(refused.outcome).toMatchObject({
      status: 403,
      setCookie: null,
      data: { error: "This room is locked: ask the host to unlock it." },
    });
    // The page tells a new phone before it types a nickname.
    expect((await openPage.player(code, freshIp())).data).toMatchObject({
      seat: null,
      state: { locked: true },
    });
    // A player already in comes back to their own seat, by socket or by the form.
    const ada = await connect(`/r/${code}/socket`, cookie);
    expect(ada.state().state).toMatchObject({ phase: "lobby", players: 1 });
    expect((await joinByForm(code, "Ada", cookie)).outcome.status).toBe(303);
    expect((await room(code).results())?.players).toBe(1);

    // From here on: the room's first state was unlocked too.
    const beforeUnlock = host.messages.length;
    host.send({ type: "unlock" });
    await host.next((m) => m.type === "state" && !m.state.locked, beforeUnlock);
    const admitted = await joinByForm(code, "Bea");
    expect(admitted.outcome.status).toBe(303);
    await host.next((m) => m.type === "state" && m.state.players === 2);
  });

  it("works as a form post without JavaScript, and a second lock changes nothing", async () => {
    const { code, hostCookie } = await roomWithPlayer("Cy");
    const locked = await hostForm(code, { intent: "lock" }, hostCookie);
    expect(locked).toMatchObject({ status: 303, location: `/rooms/${code}/host` });
    expect((await hostForm(code, { intent: "lock" }, hostCookie)).status).toBe(303);
    expect(await lockedNow(code)).toBe(true);
    expect((await openPage.host(code, freshIp(), hostCookie)).data).toMatchObject({
      state: { locked: true },
    });
    expect((await joinByForm(code, "Dot")).outcome.status).toBe(403);
    expect((await hostForm(code, { intent: "unlock" }, hostCookie)).status).toBe(303);
    expect(await lockedNow(code)).toBe(false);
  });
});

describe("removing a player without JavaScript", () => {
  it("closes their socket, frees the seat and updates the count", async () => {
    const { code, hostCookie, cookie } = await roomWithPlayer("Eli");
    await joinByForm(code, "Fin");
    const eli = await connect(`/r/${code}/socket`, cookie);
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    const id = host.state().roster?.find((p) => p.nickname === "Eli")?.id ?? "";
    expect(await hostForm(code, { intent: "remove", playerId: id }, hostCookie)).toMatchObject({
      status: 303,
    });
    expect((await eli.closing()).code).toBe(CLOSE.removed);
    await host.next((m) => m.type === "state" && m.state.players === 1);
    expect((await room(code).results())?.players).toBe(1);
    // The nickname is free for someone new.
    expect((await joinByForm(code, "Eli")).outcome.status).toBe(303);
  });
});

describe("who may lock and remove", () => {
  it("is the host only: a player's socket, a player's cookie and a stranger are refused", async () => {
    const { code, hostCookie, cookie } = await roomWithPlayer("Gil");
    const { cookie: other } = await joinByForm(code, "Hana");
    const gil = await connect(`/r/${code}/socket`, cookie);
    const asTheHost = await room(code).view({ role: "host", token: hostCookie.split("=")[1] });
    const hana = asTheHost?.roster.find((p) => p.nickname === "Hana")?.id ?? "";
    for (const message of [{ type: "lock" }, { type: "unlock" }, { type: "remove", playerId: hana }]) {
      const from = gil.messages.length;
      gil.send(message);
      expect(await gil.next((m) => m.type === "error", from)).toMatchObject({
        error: "host-only",
      });
    }
    // A player's token presented as the host's cookie, and no cookie at all.
    const asHost = cookie.replace("wyr_p_", "wyr_h_");
    const commands: Record<string, string>[] = [{ intent: "lock" }, { intent: "remove", playerId: hana }];
    for (const fields of commands) {
      expect((await hostForm(code, fields, asHost)).status).toBe(403);
      expect((await hostForm(code, fields)).status).toBe(403);
    }
    expect((await openSocket(`/rooms/${code}/socket`, asHost)).response.status).toBe(403);
    // The player's own page takes no host commands either.
    const { handlePlayerForm } = await import("#app/rooms/room-play.server.ts");
    const post = formPost(`/r/${code}`, freshIp(), { intent: "lock" }, cookie);
    expect((await runPageAction(post, (context) => handlePlayerForm({ code }, post, context))).status).toBe(
      400,
    );
    expect(await lockedNow(code)).toBe(false);
    expect((await room(code).results())?.players).toBe(2);
    expect((await connect(`/r/${code}/socket`, other)).state().state.players).toBe(2);
  });

  it("refuses a host form with an unknown intent or a malformed player id", async () => {
    const { code, hostCookie } = await roomWithPlayer("Ike");
    expect((await hostForm(code, { intent: "lock-all" }, hostCookie)).status).toBe(400);
    expect((await hostForm(code, { intent: "remove", playerId: "x' or 1=1" }, hostCookie)).status).toBe(400);
    expect((await room(code).results())?.players).toBe(1);
  });
});

describe("a room started before rooms could be locked, or had settings and teams", () => {
  it("gets the lock, open, and the default settings when its object next wakes", async () => {
    const { code, hostCookie } = await roomWithPlayer("Jo");
    await runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(code)), (_room, state) => {
      // The room's table as it was made then: every column but the lock.
      const sql = state.storage.sql;
      sql.exec(
        "CREATE TABLE earlier AS SELECT id, code, host_hash, host_account, questions, phase, idx, expires_at FROM room",
      );
      sql.exec("DROP TABLE room");
      sql.exec("ALTER TABLE earlier RENAME TO room");
      // And the players' table before teams.
      sql.exec(
        "CREATE TABLE players_then AS SELECT id, token_hash, nickname, nickname_key, removed FROM players",
      );
      sql.exec("DROP TABLE players");
      sql.exec("ALTER TABLE players_then RENAME TO players");
    });
    await abortAllDurableObjects();
    expect(await lockedNow(code)).toBe(false);
    expect((await hostForm(code, { intent: "lock" }, hostCookie)).status).toBe(303);
    expect(await lockedNow(code)).toBe(true);
    expect((await joinByForm(code, "Kai")).outcome.status).toBe(403);
    // The settings and teams came with the upgrade, as the defaults; a remote it never had pairs with nothing.
    const hostToken = hostCookie.split("=")[1] ?? "";
    const view = await room(code).view({ role: "host", token: hostToken });
    expect(view?.state.settings).toEqual({ reveal: "host", timer: 0, teams: 0 });
    expect(await room(code).pairRemote("")).toBeNull();
    expect(
      await room(code).command({ role: "host", token: hostToken }, { type: "settings", teams: 2, timer: 10 }),
    ).toBeNull();
    expect((await room(code).view({ role: "host", token: hostToken }))?.roster).toEqual([
      expect.objectContaining({ nickname: "Jo", team: 0 }),
    ]);
  });
});
