import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { SPLIT_MIN_VOTES } from "#domain/limits.ts";
import type { Database } from "./client";
import { questions } from "./schema";

/**
 * Published questions with enough votes to mean something, closest to an even split first
 * ("divided") or furthest from it ("one-sided"); ties go to the question more people answered.
 */
export function splitRows(db: Database, order: "divided" | "one-sided", count: number) {
  const lean = sql`abs(${questions.votesA} - ${questions.votesB}) * 1.0 / (${questions.votesA} + ${questions.votesB})`;
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.status, "published"), gte(questions.votesTotal, SPLIT_MIN_VOTES)))
    .orderBy(order === "divided" ? asc(lean) : desc(lean), desc(questions.votesTotal), asc(questions.id))
    .limit(count);
}
