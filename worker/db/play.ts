import { and, asc, eq, gt, lte, ne, notInArray, type SQL, sql } from "drizzle-orm";
import { randomHex } from "#worker/hex.ts";
import { anyOf } from "./any-of";
import type { Database } from "./client";
import { questions } from "./schema";

export type PlayPick = {
  category: string | undefined;
  family: boolean;
  skip: string[];
  /** The question on screen, which the next pick must not be. */
  exceptSlug?: string;
  /** Ids of the questions this voter has answered. */
  answered: readonly string[];
};

/**
 * Two halves of a random pick of a published question this voter has not answered: the first id
 * after a random pivot, else the first from the start. Unlike `order by random()` it reads one
 * index entry onwards, however large the catalogue.
 */
export function unansweredPick(db: Database, pick: PlayPick, pivot: string) {
  const conditions: SQL[] = [eq(questions.status, "published")];
  if (pick.category) conditions.push(eq(questions.category, pick.category));
  else if (pick.family)
    conditions.push(sql`${questions.category} in (select name from categories where mature = 0)`);
  if (pick.skip.length > 0) conditions.push(notInArray(questions.id, pick.skip));
  if (pick.exceptSlug) conditions.push(ne(questions.slug, pick.exceptSlug));
  if (pick.answered.length > 0) conditions.push(notInArray(questions.id, anyOf(pick.answered)));
  const half = (side: SQL) =>
    db
      .select({ slug: questions.slug })
      .from(questions)
      .where(and(...conditions, side))
      .orderBy(asc(questions.id))
      .limit(1);
  return [half(gt(questions.id, pivot)), half(lte(questions.id, pivot))] as const;
}

export function randomPivot(): string {
  return randomHex(8);
}
