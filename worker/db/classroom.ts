import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** The tag that marks a question for a class of eight to fourteen year olds (content/tags.ts). */
export const CLASSROOM_TAG = "classroom";

export type ClassroomRow = {
  id: string;
  slug: string;
  category: string;
  questionText: string;
  optionA: string;
  optionB: string;
  questionTextZh: string | null;
  optionAZh: string | null;
  optionBZh: string | null;
  /** How many questions the whole classroom set holds, the same on every row. */
  total: number;
};

/** Which sheet to read: a numbered one (0 based), or the day's, by days since 1970 in UTC. */
export type SheetChoice = { index: number } | { day: number };

/**
 * One sheet of `size` classroom questions: sheet i starts at place i * size of the whole classroom
 * set and wraps around to its beginning, so every sheet is full. A day's sheet is the day's number
 * modulo the number of sheets, worked out in the same read, so the rotation goes through the
 * whole set and the same day always prints the same sheet. The set is every published question tagged
 * classroom outside the mature categories, in editorial order across categories: each category's
 * best first (rank 0 of every category, then rank 1, ...), the categories in their site order.
 * One read of some 1,600 rows; the window functions number them and count the whole set, so the
 * caller learns how many sheets there are from the same answer.
 */
export async function classroomRows(db: Database, sheet: SheetChoice, size: number): Promise<ClassroomRow[]> {
  // Integers throughout: SQLite's / on them divides whole, so (total + size - 1) / size is the sheet count.
  const index =
    "index" in sheet ? sql`${sheet.index}` : sql`(${sheet.day} % ((total + ${size} - 1) / ${size}))`;
  const start = sql`(${index} * ${size})`;
  const rows = await db.all<{
    id: string;
    slug: string;
    category: string;
    question_text: string;
    option_a: string;
    option_b: string;
    question_text_zh: string | null;
    option_a_zh: string | null;
    option_b_zh: string | null;
    total: number;
  }>(sql`
    with ranked as (
      select q.id, q.slug, q.category, q.question_text, q.option_a, q.option_b,
        q.question_text_zh, q.option_a_zh, q.option_b_zh,
        row_number() over (order by q.editorial_rank asc nulls last, c.sort_order, q.id) - 1 as pos,
        count(*) over () as total
      from questions q
      join categories c on c.name = q.category and c.mature = 0
      where q.status = 'published' and q.tags like ${`% ${CLASSROOM_TAG} %`}
    )
    select id, slug, category, question_text, option_a, option_b,
      question_text_zh, option_a_zh, option_b_zh, total
    from ranked
    where ((pos - ${start}) % total + total) % total < ${size}
    order by ((pos - ${start}) % total + total) % total`);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    category: row.category,
    questionText: row.question_text,
    optionA: row.option_a,
    optionB: row.option_b,
    questionTextZh: row.question_text_zh,
    optionAZh: row.option_a_zh,
    optionBZh: row.option_b_zh,
    total: row.total,
  }));
}
