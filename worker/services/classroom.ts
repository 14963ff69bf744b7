import { z } from "#domain/zod.ts";
import { classroomRows } from "#worker/db/classroom.ts";
import type { AppContext } from "./context";
import { ServiceError } from "./errors";
import { textInPageLanguage } from "./question-shape";

/** How many questions a printable classroom sheet holds. */
export const CLASSROOM_SHEET_SIZE = 50;

/** The most sheets `?set` may name, far more than the classroom set will ever fill: a bound on the input. */
const MOST_SETS = 1000;

/** `?set=N`: a sheet's number as people write it, 1 to MOST_SETS, digits only and no leading zero. */
const sheetNumber = z
  .string()
  .regex(/^[1-9][0-9]*$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MOST_SETS));

export type ClassroomQuestion = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
};

export type ClassroomSheet = {
  /** This sheet's number, 1 based. */
  set: number;
  /** How many different sheets the classroom set makes. */
  sets: number;
  /** Whether this is the day's sheet (no `?set`). */
  daily: boolean;
  questions: ClassroomQuestion[];
};

const DAY_MS = 86_400_000;

/** Days since 1970 in UTC: the day's sheet changes at midnight UTC, the same everywhere. */
export const utcDayNumber = (now: Date) => Math.floor(now.getTime() / DAY_MS);

/**
 * A printable sheet of 50 classroom questions (tagged classroom, never from a mature category) in
 * editorial order, in the page's language: sheet `set` when the teacher names one, else the day's,
 * so the sheets rotate through the whole classroom set. `set` is the query's raw value (null when
 * absent, and an empty value reads as absent): anything but a sheet that exists is a 404.
 */
export async function classroomSheet(
  ctx: AppContext,
  set: string | null,
  now = new Date(),
): Promise<ClassroomSheet> {
  let chosen: number | undefined;
  if (set !== null && set !== "") {
    const parsed = sheetNumber.safeParse(set);
    if (!parsed.success) throw new ServiceError(404, "No such classroom sheet.");
    chosen = parsed.data;
  }
  const day = utcDayNumber(now);
  const rows = await classroomRows(
    ctx.db,
    chosen === undefined ? { day } : { index: chosen - 1 },
    CLASSROOM_SHEET_SIZE,
  );
  const total = rows[0]?.total ?? 0;
  const sets = Math.ceil(total / CLASSROOM_SHEET_SIZE);
  if (chosen !== undefined && chosen > Math.max(sets, 1))
    throw new ServiceError(404, "No such classroom sheet.");
  const questions = rows.map((row) => {
    const { questionText, optionA, optionB } = textInPageLanguage(row);
    return { id: row.id, slug: row.slug, questionText, optionA, optionB };
  });
  return {
    set: chosen ?? (sets > 0 ? (day % sets) + 1 : 1),
    sets,
    daily: chosen === undefined,
    questions,
  };
}
