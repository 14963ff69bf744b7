import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "#domain/room-protocol.ts";
import { roomSocketPath } from "#worker/rooms/room-paths.ts";
import { appContext } from "#worker/services/context.ts";
import { pairRoomRemote, roomCookies } from "#worker/services/rooms.ts";
import { connect, joinByForm, openSocket, room, SITE, startRoomByForm } from "./room-helpers";

// The host's remote: a second secret link that pairs a phone, which then drives the room and sees
// what the public big screen does not.

const stateOf = (m: ServerMessage) => (m.type === "state" ? m.state : undefined);

async function roomWithRemote() {
  const { code, hostCookie } = await startRoomByForm();
  const hostToken = hostCookie.split("=")[1] ?? "";
  const view = await room(code).view({ role: "host", token: hostToken });
  const key = view?.remoteKey ?? "";
  return { code, hostCookie, hostToken, key };
}

describe("pairing the remote", () => {
  it("gives the key only to the host's screen and pairs with it; a wrong key is refused", async () => {
    const { code, key, hostCookie } = await roomWithRemote();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const { cookie } = await joinByForm(code, "Pip");
    const asPlayer = await room(code).view({ role: "player", token: cookie?.split("=")[1] ?? "" });
    expect(asPlayer?.remoteKey).toBeUndefined();
    expect((await room(code).view({ role: "visitor" }))?.remoteKey).toBeUndefined();

    const ctx = appContext(env);
    expect(await pairRoomRemote(ctx, code, "0".repeat(32))).toBeNull();
    expect(await pairRoomRemote(ctx, code, "not-a-key")).toBeNull();
    expect(await pairRoomRemote(ctx, "ZZZZZZ", key)).toBeNull();
    const token = await pairRoomRemote(ctx, code, key);
    expect(token).toBe(key);
    const remoteView = await room(code).view({ role: "remote", token: token ?? "" });
    expect(remoteView?.seat).toEqual({ role: "remote" });
    // The remote is not shown its own link again (the big screen is where it lives).
    expect(remoteView?.remoteKey).toBeUndefined();

    const cookies = roomCookies(new Request(`${SITE}/rooms/${code}/remote`), "remote", code, key);
    expect(cookies.map(([, value]) => value)).toEqual([
      `wyr_r_${code}=${key}; Path=/rooms; Max-Age=14400; HttpOnly; SameSite=Lax; Secure`,
      `wyr_r_${code}=${key}; Path=/zh/rooms; Max-Age=14400; HttpOnly; SameSite=Lax; Secure`,
    ]);
    expect(roomSocketPath(`/rooms/${code}/remote/socket`)).toEqual({ role: "remote", code });
    expect(roomSocketPath(`/r/${code}/remote/socket`)).toBeUndefined();
    // A wrong remote cookie, a player's and the host's own do not open the remote's socket.
    const path = `/rooms/${code}/remote/socket`;
    expect((await openSocket(path, `wyr_r_${code}=${"1".repeat(32)}`)).response.status).toBe(403);
    expect((await openSocket(path, hostCookie)).response.status).toBe(403);
    expect(
      (await openSocket(path, `wyr_r_${code}=${key}`, "https://elsewhere.example")).response.status,
    ).toBe(403);
  });

  it("drives the room and sees live counts while the big screen waits for Reveal", async () => {
    const { code, key, hostCookie } = await roomWithRemote();
    const { cookie } = await joinByForm(code, "Quin");
    const remote = await connect(`/rooms/${code}/remote/socket`, `wyr_r_${code}=${key}`);
    expect(remote.state().roster?.map((p) => p.nickname)).toEqual(["Quin"]);
    expect(remote.state().backstage).toHaveLength(3);
    const screen = await connect(`/rooms/${code}/socket`, hostCookie);
    const player = await connect(`/r/${code}/socket`, cookie);
    remote.send({ type: "start" });
    await player.next((m) => stateOf(m)?.phase === "question");
    player.send({ type: "vote", index: 0, option: "A" });
    await remote.next((m) => stateOf(m)?.counts?.a === 1);
    const big = await screen.next((m) => stateOf(m)?.voted === 1);
    expect(stateOf(big)?.counts).toBeNull();
    remote.send({ type: "reveal", index: 0 });
    await screen.next((m) => stateOf(m)?.counts?.a === 1);
    remote.send({ type: "vote", index: 0, option: "A" });
    expect(await remote.next((m) => m.type === "error")).toMatchObject({ error: "host-does-not-vote" });
  });
});
