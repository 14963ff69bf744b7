import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadRoomSummaryPage, roomSummaryCsvResponse } from "#app/rooms/room-summary-page.server.ts";
import { RETENTION_DAYS } from "#domain/retention.ts";
import type { RoomResults } from "#domain/room-results.ts";
import { teamLook } from "#domain/room-teams.ts";
import { createDb } from "#worker/db/client.ts";
import { purgeExpired } from "#worker/db/retention.ts";
import { archiveRoomSummary } from "#worker/rooms/room-archive.ts";
import { newRoomToken } from "#worker/rooms/room-tokens.ts";
import { freshIp } from "./limit-helpers";
import { runPageAction, SITE } from "./room-helpers";

// A finished room's summary: kept in D1 at a private link for a month, as a page and as a CSV.

const DAY = 24 * 60 * 60 * 1000;

async function publishedQuestions(count: number) {
  const rows = await env.DB.prepare(
    "select id, slug from questions where status = 'published' order by id limit ?",
  )
    .bind(count)
    .all<{ id: string; slug: string }>();
  return rows.results;
}

async function finishedRoom(overrides: Partial<RoomResults> = {}): Promise<RoomResults> {
  const [first, second] = await publishedQuestions(2);
  if (!first || !second) throw new Error("the seed has no questions");
  return {
    summaryKey: newRoomToken(),
    code: "K7M2QX",
    startedAt: Date.now() - 40 * 60_000,
    endedAt: Date.now(),
    players: 3,
    teams: 2,
    questions: [
      {
        ...first,
        text: '=HYPERLINK("x")',
        optionA: "Fly, high",
        optionB: 'Say "hi"',
        category: "Funny",
        a: 2,
        b: 1,
        teams: [
          { a: 1, b: 1 },
          { a: 1, b: 0 },
        ],
      },
      {
        ...second,
        text: "Pizza or tacos?",
        optionA: "Pizza",
        optionB: "Tacos",
        category: "Kids",
        a: 0,
        b: 3,
        teams: [
          { a: 0, b: 2 },
          { a: 0, b: 1 },
        ],
      },
    ],
    minority: [{ nickname: "Brave Otter", times: 1 }],
    ...overrides,
  };
}

const request = (path: string) =>
  new Request(`${SITE}${path}`, { headers: { "CF-Connecting-IP": freshIp() } });

async function page(key: string) {
  return runPageAction(request(`/rooms/summary/${key}`), (context) =>
    loadRoomSummaryPage({ key }, request(`/rooms/summary/${key}`), context),
  );
}

async function csv(key: string) {
  let body = "";
  const answer = await runPageAction(request(`/rooms/summary/${key}/csv`), async (context) => {
    const response = await roomSummaryCsvResponse({ key }, request(`/rooms/summary/${key}/csv`), context);
    body = await response.clone().text();
    return response;
  });
  return { ...answer, body };
}

describe("a finished room's summary", () => {
  it("keeps the room's results with the site's counts and the most divided question, for a month", async () => {
    const results = await finishedRoom();
    await archiveRoomSummary(env, results);
    const shown = await page(results.summaryKey);
    expect(shown.status).toBe(200);
    const { summary, expiresAt } = shown.data as Awaited<ReturnType<typeof loadRoomSummaryPage>>;
    expect(summary.code).toBe("K7M2QX");
    expect(summary.questions.map((q) => [q.a, q.b])).toEqual([
      [2, 1],
      [0, 3],
    ]);
    for (const q of summary.questions) {
      expect(q.siteA).toBeGreaterThanOrEqual(0);
      expect(q.siteB).toBeGreaterThanOrEqual(0);
    }
    expect(summary.mostDivided).toBe(0);
    expect(summary.minority).toEqual([{ nickname: "Brave Otter", times: 1 }]);
    const kept = new Date(expiresAt).getTime() - Date.now();
    expect(Math.round(kept / DAY)).toBe(RETENTION_DAYS.roomSummaries);
    // Only a hash of the link's key is stored.
    const stored = await env.DB.prepare("select key_hash from room_summaries").all<{ key_hash: string }>();
    expect(stored.results.map((r) => r.key_hash)).not.toContain(results.summaryKey);
  });

  it("keeps the first copy when a room's end is archived twice", async () => {
    const results = await finishedRoom();
    await archiveRoomSummary(env, results);
    await archiveRoomSummary(env, { ...results, players: 99 });
    const { summary } = (await page(results.summaryKey)).data as Awaited<
      ReturnType<typeof loadRoomSummaryPage>
    >;
    expect(summary.players).toBe(3);
  });

  it("downloads as a CSV a spreadsheet opens safely: quoted cells, no formulas, UTF-8 marked", async () => {
    const results = await finishedRoom();
    await archiveRoomSummary(env, results);
    const answer = await csv(results.summaryKey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="room-K7M2QX-results.csv"');
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const text = answer.body;
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    const [red, blue] = [teamLook(0).name(), teamLook(1).name()];
    expect(lines[0]).toBe(
      `Number,Question,Option A,Option B,Room votes A,Room votes B,Room % A,Room % B,Site % A,Site % B,${red} votes A,${red} votes B,${blue} votes A,${blue} votes B,Link`,
    );
    expect(lines[1]).toMatch(
      /^1,"'=HYPERLINK\(""x""\)","Fly, high","Say ""hi""",2,1,67,33,\d+,\d+,1,1,1,0,https:\/\/wyr\.example\/question\//,
    );
    expect(lines[2]).toMatch(/^2,Pizza or tacos\?,Pizza,Tacos,0,3,0,100,/);
  });

  it("answers 404 for a malformed, unknown or expired key, and the daily cleanup deletes expired ones", async () => {
    expect((await page("not-a-key")).status).toBe(404);
    expect((await page(newRoomToken())).status).toBe(404);
    expect((await csv(newRoomToken())).status).toBe(404);
    const results = await finishedRoom();
    await archiveRoomSummary(env, results);
    const later = new Date(Date.now() + (RETENTION_DAYS.roomSummaries + 1) * DAY);
    await env.DB.prepare("update room_summaries set expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await page(results.summaryKey)).status).toBe(404);
    const removed = await purgeExpired(createDb(env.DB), later);
    expect(removed.roomSummaries).toBeGreaterThanOrEqual(1);
    expect((await env.DB.prepare("select count(*) as n from room_summaries").first<{ n: number }>())?.n).toBe(
      0,
    );
  });
});
