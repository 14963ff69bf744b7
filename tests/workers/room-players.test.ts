import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE } from "#domain/room-protocol.ts";
import { auth, cookieHeader, lastMailTo, visitor } from "./auth-helpers";
import { connect, joinByForm, openSocket, room, startRoomByForm } from "./room-helpers";

// Who a player is in a room: kept across reconnects, removable by the host, gone when the room expires.

async function roomWith(name: string) {
  const { code, hostCookie } = await startRoomByForm();
  const joined = await joinByForm(code, name);
  return { code, hostCookie, cookie: joined.cookie ?? "", joined };
}

describe("a player's identity", () => {
  it("joins with a room-scoped HttpOnly cookie and refuses a nickname the filters or the room refuse", async () => {
    const { code, joined } = await roomWith("Gus");
    expect(joined.outcome.status).toBe(303);
    expect(joined.outcome.location).toBe(`/r/${code}`);
    const [english, chinese] = joined.outcome.headers.getSetCookie();
    expect(english).toMatch(
      new RegExp(`^wyr_p_${code}=[0-9a-f]{32}; Path=/r; Max-Age=14400; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(chinese).toBe(english?.replace("Path=/r;", "Path=/zh/r;"));
    const refused = async (nickname: string) => {
      const { outcome } = await joinByForm(code, nickname);
      expect(outcome.setCookie).toBeNull();
      return { status: outcome.status, error: (outcome.data as { error: string }).error };
    };
    expect(await refused("gus")).toMatchObject({ status: 409, error: /already has that nickname/ });
    expect(await refused("crap")).toMatchObject({ status: 400, error: /isn't suitable for the Kids/ });
    expect(await refused("sh1t head")).toMatchObject({ status: 400, error: /language we don't allow/ });
    expect(await refused("x".repeat(21))).toMatchObject({ status: 400, error: /at most 20/ });
    expect((await room(code).results())?.players).toBe(1);
    // An empty nickname is no refusal: the room picks a kind one nobody has.
    const unnamed = await joinByForm(code, "   ");
    expect(unnamed.outcome.status).toBe(303);
    const seat = (await room(code).view({ role: "player", token: unnamed.cookie?.split("=")[1] ?? "" }))
      ?.seat;
    expect(seat?.role === "player" && seat.nickname).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it("comes back after a dropped socket as the same player, with the vote already cast", async () => {
    const { code, hostCookie, cookie } = await roomWith("Hal");
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    host.send({ type: "start" });
    const first = await connect(`/r/${code}/socket`, cookie);
    await first.next((m) => m.type === "state" && m.state.phase === "question");
    first.send({ type: "vote", index: 0, option: "B" });
    await first.next((m) => m.type === "voted");
    first.ws.close(1000, "tab closed");
    const again = await connect(`/r/${code}/socket`, cookie);
    expect(again.state()).toMatchObject({ state: { phase: "question", index: 0 }, yourVote: "B" });
    // Joining again from the same browser, even under another name, is the same player.
    const rejoined = await joinByForm(code, "Someone Else", cookie);
    expect(rejoined.outcome.status).toBe(303);
    expect(rejoined.cookie).toBe(cookie);
    const view = await room(code).view({ role: "host", token: hostCookie.split("=")[1] });
    expect(view?.roster.map((p) => p.nickname)).toEqual(["Hal"]);
  });

  it("is removed by the host: the socket closes, the seat is freed, and the same browser never gets that seat back", async () => {
    const { code, hostCookie, cookie } = await roomWith("Ivy");
    await joinByForm(code, "Max");
    const player = await connect(`/r/${code}/socket`, cookie);
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    expect(host.state().state.players).toBe(2);
    const id = host.state().roster?.find((p) => p.nickname === "Ivy")?.id;
    host.send({ type: "lock" });
    host.send({ type: "remove", playerId: id });
    expect(await player.closing()).toEqual({
      code: CLOSE.removed,
      reason: "The host removed you from this room.",
    });
    const after = await host.next((m) => m.type === "state" && m.roster?.length === 1);
    expect(after).toMatchObject({ state: { players: 1, locked: true }, roster: [{ nickname: "Max" }] });
    const comeback = await openSocket(`/r/${code}/socket`, cookie);
    expect(await comeback.socket?.closing()).toMatchObject({ code: CLOSE.removed });
    // While the room is locked the browser cannot join again, under any name.
    const locked = await joinByForm(code, "Ivy Two", cookie);
    expect(locked.outcome).toMatchObject({
      status: 403,
      setCookie: null,
      data: { error: "This room is locked: ask the host to unlock it." },
    });
    expect((await room(code).view({ role: "player", token: cookie.split("=")[1] ?? "" }))?.seat).toEqual({
      role: "removed",
    });
    // Unlocked, it joins as a new player with a new token; the old one stays removed.
    // Only a state sent after the unlock counts: the ones from before the lock were unlocked too.
    const beforeUnlock = host.messages.length;
    host.send({ type: "unlock" });
    await host.next((m) => m.type === "state" && m.state.locked === false, beforeUnlock);
    const back = await joinByForm(code, "Ivy", cookie);
    expect(back.outcome.status).toBe(303);
    expect(back.cookie).not.toBe(cookie);
    expect((await connect(`/r/${code}/socket`, back.cookie)).state().state.players).toBe(2);
    expect(await (await openSocket(`/r/${code}/socket`, cookie)).socket?.closing()).toMatchObject({
      code: CLOSE.removed,
    });
  });

  it("cannot act as the host, and the host screen needs the host's cookie", async () => {
    const { code, cookie } = await roomWith("Jay");
    const player = await connect(`/r/${code}/socket`, cookie);
    player.send({ type: "start" });
    expect(await player.next((m) => m.type === "error")).toMatchObject({
      error: "host-only",
    });
    expect(player.state().state.phase).toBe("lobby");
    const asHost = await openSocket(`/rooms/${code}/socket`, cookie.replace("wyr_p_", "wyr_h_"));
    expect(asHost.response.status).toBe(403);
    expect((await openSocket(`/rooms/${code}/socket`)).response.status).toBe(403);
  });
});

describe("a signed-in host", () => {
  async function signedIn(email: string) {
    const ip = `198.51.101.${Math.floor(Math.random() * 250) + 1}`;
    const signUp = await auth(visitor(ip), "/sign-up/email", {
      name: "Host",
      email,
      password: "correct-horse",
    });
    if (!signUp.ok) throw new Error(signUp.message);
    const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
    await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
    const result = await auth(visitor(ip), "/sign-in/email", { email, password: "correct-horse" });
    if (!result.ok) throw new Error(result.message);
    return cookieHeader(result.setCookies);
  }

  it("opens the host screen from another browser of the same account, and no other account's", async () => {
    const session = await signedIn("room-host@example.com");
    const { code } = await startRoomByForm({}, session);
    // Another browser: the session, but not the host cookie the first browser got.
    const host = await connect(`/rooms/${code}/socket`, session);
    expect(host.state().roster).toEqual([]);
    const stranger = await signedIn("not-the-host@example.com");
    expect((await openSocket(`/rooms/${code}/socket`, stranger)).response.status).toBe(403);
  });
});

describe("a room's expiry", () => {
  it("closes every socket and deletes everything the room held", async () => {
    const { code, hostCookie, cookie } = await roomWith("Kim");
    const player = await connect(`/r/${code}/socket`, cookie);
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    const stub = env.ROOMS.get(env.ROOMS.idFromName(code));
    // The alarm also runs a question's countdown: it deletes the room only once its time is up.
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec("UPDATE room SET expires_at = ?", Date.now() - 1);
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await player.closing()).code).toBe(CLOSE.ended);
    expect((await host.closing()).code).toBe(CLOSE.ended);
    expect(await room(code).view({ role: "visitor" })).toBeNull();
    expect((await joinByForm(code, "Late")).outcome.status).toBe(404);
    expect((await openSocket(`/r/${code}/socket`, cookie)).response.status).toBe(404);
    await runInDurableObject(stub, (_instance, state) => {
      expect(state.storage.sql.exec("select count(*) as n from sqlite_master").one().n).toBe(0);
    });
  });

  it("sets its alarm about four hours after it starts", async () => {
    const { code } = await startRoomByForm();
    const alarm = await runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(code)), (_i, state) =>
      state.storage.getAlarm(),
    );
    expect((alarm ?? 0) - Date.now()).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect((alarm ?? 0) - Date.now()).toBeLessThanOrEqual(4 * 3600_000);
  });
});
