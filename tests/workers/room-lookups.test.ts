import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addressGroup } from "#worker/limits/address-group.ts";
import { freshIp, roomInWindow, spendLimit } from "./limit-helpers";
import { joinByForm, openPage, openSocket, startRoomByForm } from "./room-helpers";

// Looking a room up by its code (its pages, its join form, its sockets) counts against one limit
// per address group, so guessing codes from one network is slow.

const socketFrom = (ip: string, code: string, cookie?: string) =>
  openSocket(`/r/${code}/socket`, cookie, undefined, undefined, ip);

const SENTENCE = /A lot of rooms have been looked up from your network.*try again in a minute/;

describe("the room look-up limit", () => {
  it("answers 429 with Retry-After past 24,000 look-ups a minute from one address, on every way in", async () => {
    await roomInWindow(20);
    const { code, hostCookie } = await startRoomByForm();
    const school = freshIp();
    const { cookie } = await joinByForm(code, "Pat", undefined, school);
    // The join itself looked the room up once; pages, the join form and sockets share the count,
    // and so do codes that name no room (the cheapest guesses, and most of these).
    for (let i = 0; i < 100; i++) expect((await openPage.player(code, school, cookie)).status).toBe(200);
    for (let i = 0; i < 260; i++) expect((await openPage.player("ZZZZZZ", school)).status).toBe(404);
    // A full room's worth more, counted straight on the binding: that many pages would outlast the minute.
    const key = addressGroup(school);
    await spendLimit(env.LIMIT_ROOM_LOOKUPS_IP, key, 23_600);
    for (let i = 0; i < 20; i++) expect((await openPage.joinByCode("YYYYYY", school)).status).toBe(200);
    for (let i = 0; i < 19; i++) {
      const { response, socket } = await socketFrom(school, code, cookie);
      expect(response.status).toBe(101);
      socket?.ws.close();
    }

    const page = await openPage.player(code, school, cookie);
    expect(page.status).toBe(429);
    expect(page.headers.get("Retry-After")).toBe("60");
    expect(page.data).toMatch(SENTENCE);
    const form = await openPage.joinByCode(code, school);
    expect(form.status).toBe(429);
    expect(form.data).toMatchObject({ error: expect.stringMatching(SENTENCE), code });
    const join = await joinByForm(code, "Quinn", undefined, school);
    expect(join.outcome.status).toBe(429);
    expect(join.outcome.headers.get("Retry-After")).toBe("60");
    expect(join.outcome.data).toMatchObject({ error: expect.stringMatching(SENTENCE), nickname: "Quinn" });
    const host = await openPage.host(code, school, hostCookie);
    expect(host.status).toBe(429);
    const socket = await socketFrom(school, code, cookie);
    expect(socket.response.status).toBe(429);
    expect(socket.response.headers.get("Retry-After")).toBe("60");
    expect(await socket.response.text()).toMatch(SENTENCE);

    // Another address is not held back.
    expect((await openPage.player(code, freshIp(), cookie)).status).toBe(200);
    expect((await openPage.host(code, freshIp(), hostCookie)).status).toBe(200);
  }, 60_000);
});
