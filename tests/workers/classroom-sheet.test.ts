import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CLASSROOM_SHEET_SIZE, classroomSheet, utcDayNumber } from "#worker/services/classroom.ts";
import { appContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";

// The printable classroom sheet's read (worker/services/classroom.ts, worker/db/classroom.ts) on
// the seeded catalogue: 50 classroom questions a sheet, never from a mature category, in editorial
// order, rotating through the whole classroom set by day or by ?set.

type Row = { id: string; category: string; tags: string; status: string; mature: number };

const ctx = () => appContext(env);
const DAY_MS = 86_400_000;

/** The classroom set as the rule says, read independently: published, tagged, not mature, in editorial order. */
async function classroomSet(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `select q.id from questions q join categories c on c.name = q.category
     where q.status = 'published' and c.mature = 0 and q.tags like '% classroom %'
     order by q.editorial_rank asc nulls last, c.sort_order, q.id`,
  ).all<{ id: string }>();
  return results.map((r) => r.id);
}

async function rowsOf(ids: string[]): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `select q.id, q.category, q.tags, q.status, c.mature from questions q join categories c on c.name = q.category
     where q.id in (select value from json_each(?))`,
  )
    .bind(JSON.stringify(ids))
    .all<Row>();
  return results;
}

async function refusal(set: string): Promise<number | undefined> {
  try {
    await classroomSheet(ctx(), set);
    return undefined;
  } catch (error) {
    if (error instanceof ServiceError) return error.status;
    throw error;
  }
}

// Made before any read: a mature question tagged classroom by mistake, and a hidden classroom one.
let matureId: string;
let hiddenId: string;
beforeAll(async () => {
  const spicy = await env.DB.prepare(
    "select q.id from questions q join categories c on c.name = q.category where c.mature = 1 order by q.editorial_rank limit 1",
  ).first<{ id: string }>();
  matureId = spicy?.id as string;
  await env.DB.prepare("update questions set tags = ' classroom ' where id = ?").bind(matureId).run();
  const set = await classroomSet();
  hiddenId = set[3] as string;
  await env.DB.prepare("update questions set status = 'hidden' where id = ?").bind(hiddenId).run();
});

describe("classroom sheet", () => {
  it("holds 50 published classroom questions, none from a mature category, numbered in editorial order", async () => {
    const sheet = await classroomSheet(ctx(), "1");
    expect(sheet.questions).toHaveLength(CLASSROOM_SHEET_SIZE);
    const ids = sheet.questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(CLASSROOM_SHEET_SIZE);
    const rows = await rowsOf(ids);
    expect(rows).toHaveLength(CLASSROOM_SHEET_SIZE);
    for (const row of rows) {
      expect(row.tags).toContain(" classroom ");
      expect(row.mature).toBe(0);
      expect(row.status).toBe("published");
    }
    expect(ids).not.toContain(matureId);
    expect(ids).not.toContain(hiddenId);
    // Sheet 1 is the start of the set in editorial order: every category's best first.
    expect(ids).toEqual((await classroomSet()).slice(0, CLASSROOM_SHEET_SIZE));
    for (const q of sheet.questions) {
      expect(q.questionText.length).toBeGreaterThan(0);
      expect(q.optionA.length).toBeGreaterThan(0);
      expect(q.optionB.length).toBeGreaterThan(0);
    }
  });

  it("rotates through the whole classroom set: every sheet full, together every question", async () => {
    const set = await classroomSet();
    // The catalogue has some 600+ classroom questions: a dozen or more sheets.
    expect(set.length).toBeGreaterThan(500);
    const first = await classroomSheet(ctx(), "1");
    const sets = Math.ceil(set.length / CLASSROOM_SHEET_SIZE);
    expect(first.sets).toBe(sets);
    const seen = new Set<string>();
    for (let n = 1; n <= sets; n++) {
      const sheet = await classroomSheet(ctx(), String(n));
      expect(sheet.set).toBe(n);
      expect(sheet.daily).toBe(false);
      expect(sheet.questions).toHaveLength(CLASSROOM_SHEET_SIZE);
      expect(new Set(sheet.questions.map((q) => q.id)).size).toBe(CLASSROOM_SHEET_SIZE);
      // Sheet n starts at place (n - 1) * 50; the last one wraps around to the start to fill up.
      const start = (n - 1) * CLASSROOM_SHEET_SIZE;
      const expected = Array.from(
        { length: CLASSROOM_SHEET_SIZE },
        (_, i) => set[(start + i) % set.length] as string,
      );
      expect(sheet.questions.map((q) => q.id)).toEqual(expected);
      for (const q of sheet.questions) seen.add(q.id);
    }
    expect(seen).toEqual(new Set(set));
  }, 30_000);

  it("gives each UTC day its sheet, the same all day, the next sheet the next day", async () => {
    const { sets } = await classroomSheet(ctx(), "1");
    const day = utcDayNumber(new Date("2027-03-10T12:00:00Z"));
    const morning = await classroomSheet(ctx(), null, new Date(day * DAY_MS + 1_000));
    const night = await classroomSheet(ctx(), null, new Date((day + 1) * DAY_MS - 1_000));
    const tomorrow = await classroomSheet(ctx(), null, new Date((day + 1) * DAY_MS + 1_000));
    expect(morning.daily).toBe(true);
    expect(morning.set).toBe((day % sets) + 1);
    expect(night.questions.map((q) => q.id)).toEqual(morning.questions.map((q) => q.id));
    expect(tomorrow.set).toBe(((day + 1) % sets) + 1);
    expect(tomorrow.questions[0]?.id).not.toBe(morning.questions[0]?.id);
    // The day's sheet is the numbered sheet of the same number.
    const named = await classroomSheet(ctx(), String(morning.set));
    expect(named.questions.map((q) => q.id)).toEqual(morning.questions.map((q) => q.id));
    // An empty ?set= reads as none.
    expect((await classroomSheet(ctx(), "", new Date(day * DAY_MS))).set).toBe(morning.set);
  });

  it("answers 404 for a sheet number that is malformed or past the last sheet", async () => {
    const { sets } = await classroomSheet(ctx(), "1");
    expect(await refusal(String(sets))).toBeUndefined();
    for (const bad of [
      "0",
      "-1",
      String(sets + 1),
      "1001",
      "99999999999999999999",
      "01",
      "1.5",
      "1e1",
      " 1",
      "abc",
      "２",
      "Infinity",
      "NaN",
    ]) {
      expect(await refusal(bad), bad).toBe(404);
    }
  });
});
