import { env, listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_LIFETIME_MS } from "#domain/room-protocol.ts";
import { createDb } from "#worker/db/client.ts";
import { purgeExpired } from "#worker/db/retention.ts";
import { claimRoomCode } from "#worker/rooms/room-directory.ts";
import { formPost, freshIp } from "./limit-helpers";
import { joinByForm, openPage, openSocket, runPageAction, startRoomByForm } from "./room-helpers";

// The directory of live room codes in D1: a code that names no live room is answered from it,
// without waking (and so without creating) a Room object.

const FAKE_TOKEN = "0123456789abcdef0123456789abcdef";
const objectIds = async () => (await listDurableObjectIds(env.ROOMS)).map((id) => id.toString());
const objectOf = (code: string) => env.ROOMS.idFromName(code).toString();
const expiresAt = async (code: string) =>
  (
    await env.DB.prepare("select expires_at as at from rooms where code = ?")
      .bind(code)
      .first<{ at: number }>()
  )?.at;

/** Every way a browser looks a room up by its code, as a stranger or with a cookie for that code. */
async function everyLookup(code: string) {
  const ip = freshIp();
  const statuses: Record<string, number> = {};
  statuses.page = (await openPage.player(code, ip, `wyr_p_${code}=${FAKE_TOKEN}`)).status;
  // The join form says so where its errors go.
  const typed = await openPage.joinByCode(code, ip);
  expect(typed.data).toMatchObject({
    error: `There is no room ${code}. Check the code on the host's screen.`,
  });
  statuses.host = (await openPage.host(code, ip, `wyr_h_${code}=${FAKE_TOKEN}`)).status;
  statuses.join = (await joinByForm(code, "Sam", undefined, ip)).outcome.status;
  const { handlePlayerForm } = await import("#app/rooms/room-play.server.ts");
  const vote = formPost(
    `/r/${code}`,
    ip,
    { intent: "vote", option: "A", index: "0" },
    `wyr_p_${code}=${FAKE_TOKEN}`,
  );
  statuses.vote = (await runPageAction(vote, (context) => handlePlayerForm({ code }, vote, context))).status;
  const { handleHostForm } = await import("#app/rooms/room-host.server.ts");
  const next = formPost(`/rooms/${code}/host`, ip, { intent: "start" }, `wyr_h_${code}=${FAKE_TOKEN}`);
  statuses.command = (await runPageAction(next, (context) => handleHostForm({ code }, next, context))).status;
  statuses.socket = (await openSocket(`/r/${code}/socket`, `wyr_p_${code}=${FAKE_TOKEN}`)).response.status;
  statuses.hostSocket = (
    await openSocket(`/rooms/${code}/socket`, `wyr_h_${code}=${FAKE_TOKEN}`)
  ).response.status;
  return statuses;
}

describe("a code that names no live room", () => {
  it("is a 404 on every way in, and no Room object is woken or created", async () => {
    const { code: live } = await startRoomByForm();
    const statuses = await everyLookup("ZZZZZZ");
    expect(new Set(Object.values(statuses))).toEqual(new Set([404]));
    const ids = await objectIds();
    expect(ids).not.toContain(objectOf("ZZZZZZ"));
    // The check sees objects at all: the room started above has one.
    expect(ids).toContain(objectOf(live));
  });

  it("includes a room whose time is up, even before the daily cleanup deletes its row", async () => {
    await env.DB.prepare("insert into rooms (code, expires_at) values ('XXXXXX', ?)")
      .bind(Date.now() - 1000)
      .run();
    const statuses = await everyLookup("XXXXXX");
    expect(new Set(Object.values(statuses))).toEqual(new Set([404]));
    expect(await objectIds()).not.toContain(objectOf("XXXXXX"));
  });
});

describe("the directory", () => {
  it("lists a started room's code until the room's own expiry", async () => {
    const before = Date.now();
    const { code } = await startRoomByForm();
    const listed = await expiresAt(code);
    expect(listed).toBeGreaterThanOrEqual(before + ROOM_LIFETIME_MS);
    const alarm = await runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(code)), (_room, state) =>
      state.storage.getAlarm(),
    );
    expect(alarm).toBe(listed);
  });

  it("never hands out the code of a live room, and reuses an expired one's", async () => {
    const db = createDb(env.DB);
    const later = Date.now() + ROOM_LIFETIME_MS;
    expect(await claimRoomCode(db, "WWWWWW", later)).toBe(true);
    expect(await claimRoomCode(db, "WWWWWW", later + 1)).toBe(false);
    expect(await expiresAt("WWWWWW")).toBe(later);
    await env.DB.prepare("update rooms set expires_at = ? where code = 'WWWWWW'")
      .bind(Date.now() - 1)
      .run();
    expect(await claimRoomCode(db, "WWWWWW", later + 2)).toBe(true);
    expect(await expiresAt("WWWWWW")).toBe(later + 2);
  });

  it("loses expired codes at the daily cleanup and keeps live ones", async () => {
    const now = Date.now();
    await env.DB.prepare("insert into rooms (code, expires_at) values ('VVVVVV', ?), ('UUUUUU', ?)")
      .bind(now - 1, now + 60_000)
      .run();
    const removed = await purgeExpired(createDb(env.DB), new Date(now));
    expect(removed.rooms).toBeGreaterThanOrEqual(1);
    expect(await expiresAt("VVVVVV")).toBeUndefined();
    expect(await expiresAt("UUUUUU")).toBe(now + 60_000);
  });
});
