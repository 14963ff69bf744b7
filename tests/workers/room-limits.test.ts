import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE, MAX_PLAYERS } from "#domain/room-protocol.ts";
import { addressGroup } from "#worker/limits/address-group.ts";
import { freshIp, roomInWindow, spendLimit } from "./limit-helpers";
import { connect, joinByForm, openSocket, room, SITE, startRoomByForm } from "./room-helpers";

// A room's limits: 5,000 players, joins per address, votes per player, and what a socket may send.

/** Seats `count` players straight in the room's table: thousands of joins by form take minutes. */
async function seatPlayers(code: string, count: number) {
  await runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(code)), (_room, state) => {
    for (let i = 0; i < count; i++) {
      const token = i.toString(16).padStart(32, "0");
      state.storage.sql.exec(
        "INSERT INTO players (id, token_hash, nickname, nickname_key) VALUES (?, ?, ?, ?)",
        `pseed${i}`,
        token,
        `Seated ${i}`,
        `seated ${i}`,
      );
    }
  });
}

describe("the player limit", () => {
  it("takes 5,000 players, tells the next one the room is full, frees a place on removal", async () => {
    const { code, hostCookie } = await startRoomByForm();
    await seatPlayers(code, MAX_PLAYERS - 1);
    const school = freshIp();
    const { outcome, cookie: lastCookie } = await joinByForm(code, "Last In", undefined, school);
    expect(outcome.status).toBe(303);
    const full = await joinByForm(code, "One Too Many", undefined, school);
    expect(full.outcome.status).toBe(409);
    expect((full.outcome.data as { error: string }).error).toBe(
      "This room is full: it has 5000 players, the most a room can hold.",
    );
    expect((await room(code).results())?.players).toBe(MAX_PLAYERS);
    // The host's socket carries the whole roster once, then not with every update.
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    expect(host.state().roster).toHaveLength(MAX_PLAYERS);
    host.send({ type: "settings", reveal: "instant" });
    const changed = await host.next((m) => m.type === "state" && m.state.settings.reveal === "instant");
    expect(changed.type === "state" && changed.roster).toBeUndefined();
    // Removing a player frees a place for someone new, and the roster travels again.
    const hostToken = hostCookie.split("=")[1];
    expect(
      await room(code).command({ role: "host", token: hostToken }, { type: "remove", playerId: "pseed0" }),
    ).toBeNull();
    const after = await host.next(
      (m) => m.type === "state" && m.roster !== undefined && m.state.players < MAX_PLAYERS,
    );
    expect(after.type === "state" && after.roster).toHaveLength(MAX_PLAYERS - 1);
    expect((await joinByForm(code, "Newcomer")).outcome.status).toBe(303);
    expect((await room(code).results())?.players).toBe(MAX_PLAYERS);
    // A player already in keeps their place when the room is full.
    expect((await joinByForm(code, "Last In", lastCookie, school)).outcome.status).toBe(303);
  }, 60_000);
});

describe("the join limit", () => {
  it("lets a full room join from one address, with retries, and answers 429 past 6,000 a minute", async () => {
    // Spending the allowance takes about a second: the joins after it must fall in the same minute.
    await roomInWindow(10);
    const { code } = await startRoomByForm();
    const school = freshIp();
    // A full room's joins and then some, counted straight on the binding (that many forms outlast the minute).
    await spendLimit(env.LIMIT_ROOM_JOINS_IP, addressGroup(school), 5_999);
    expect((await joinByForm(code, "Last One", undefined, school)).outcome.status).toBe(303);
    const limited = await joinByForm(code, "One Too Many", undefined, school);
    expect(limited.outcome.status).toBe(429);
    expect((limited.outcome.data as { error: string }).error).toMatch(
      /joining from your network.*try again in a minute/,
    );
    // Another address is not held back.
    expect((await joinByForm(code, "Elsewhere", undefined, freshIp())).outcome.status).toBe(303);
  }, 30_000);
});

describe("what a socket may send", () => {
  async function playing() {
    const { code, hostCookie } = await startRoomByForm();
    const { cookie } = await joinByForm(code, "Lou");
    const host = await connect(`/rooms/${code}/socket`, hostCookie);
    host.send({ type: "start" });
    const player = await connect(`/r/${code}/socket`, cookie);
    await player.next((m) => m.type === "state" && m.state.phase === "question");
    return { code, host, player, cookie: cookie ?? "", hostCookie };
  }

  it("limits a player's votes to 20 in ten seconds, and counts one whatever arrives", async () => {
    await roomInWindow(3, 10);
    const { code, player } = await playing();
    for (let i = 0; i < 25; i++) player.send({ type: "vote", index: 0, option: i % 2 ? "A" : "B" });
    await player.next((m) => m.type === "error" && m.error === "too-fast");
    const deadline = Date.now() + 2000;
    while (player.messages.filter((m) => m.type !== "state").length < 25 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = player.messages.filter((m) => m.type !== "state");
    expect(answers.filter((m) => m.type === "voted")).toHaveLength(20);
    // Every answer names the one vote that counts, whichever arrived first.
    const kept = new Set(answers.map((m) => (m.type === "voted" ? m.option : "error")));
    expect(answers.filter((m) => m.type === "error")).toHaveLength(5);
    kept.delete("error");
    expect(kept.size).toBe(1);
    const counts = (await room(code).results())?.questions[0];
    expect((counts?.a ?? 0) + (counts?.b ?? 0)).toBe(1);
    expect(kept.has(counts?.a === 1 ? "A" : "B")).toBe(true);
  });

  it.each([
    ["text that is not JSON", "hello", CLOSE.badMessage],
    ["an unknown type", { type: "cheat", votes: 100 }, CLOSE.badMessage],
    ["a vote for option C", { type: "vote", index: 0, option: "C" }, CLOSE.badMessage],
    ["a message past 512 bytes", { type: "vote", index: 0, option: "A", pad: "x".repeat(600) }, CLOSE.tooBig],
  ])("closes the socket on %s", async (_name, message, code) => {
    const { player } = await playing();
    player.send(message);
    expect((await player.closing()).code).toBe(code);
  });

  it("closes on a binary frame, answers ping with pong without waking the room, and tells the host it cannot vote", async () => {
    const { player, host } = await playing();
    player.send("ping");
    const deadline = Date.now() + 2000;
    while (!player.raw.includes("pong") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(player.raw).toContain("pong");
    host.send({ type: "vote", index: 0, option: "A" });
    expect(await host.next((m) => m.type === "error")).toMatchObject({ error: "host-does-not-vote" });
    player.ws.send(new Uint8Array([1, 2, 3]));
    expect((await player.closing()).code).toBe(CLOSE.badMessage);
  });

  it("refuses handshakes from another website, without an Origin, without a cookie or without an upgrade", async () => {
    const { code, cookie } = await playing();
    expect((await openSocket(`/r/${code}/socket`, cookie, "https://evil.example")).response.status).toBe(403);
    expect((await openSocket(`/r/${code}/socket`, cookie, null)).response.status).toBe(403);
    expect((await openSocket(`/r/${code}/socket`)).response.status).toBe(403);
    const { SELF } = await import("cloudflare:test");
    const plain = await SELF.fetch(`${SITE}/r/${code}/socket`, { headers: { Cookie: cookie } });
    expect(plain.status).toBe(426);
    expect(await plain.text()).toMatch(/WebSocket/);
  });

  it("opens from a page at another address of the site, as votes and live results do", async () => {
    const { code, cookie } = await playing();
    // A second host name of the site (or 127.0.0.1 while SITE_URL names localhost): the browser
    // sends the address it opened as the Origin, which another website cannot send.
    const other = "https://www.wyr.example";
    const { response, socket } = await openSocket(`/r/${code}/socket`, cookie, other, other);
    expect(response.status).toBe(101);
    await socket?.next((m) => m.type === "state");
    socket?.ws.close();
    const foreign = await openSocket(`/r/${code}/socket`, cookie, "https://evil.example", other);
    expect(foreign.response.status).toBe(403);
  });
});
