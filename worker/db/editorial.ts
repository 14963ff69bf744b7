import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { questions } from "./schema";

/**
 * A category's best questions: editorial rank first (catalogue questions, 0 is the editors' best),
 * then unranked ones (visitors' submissions), newest first. questions_status_category_editorial_idx
 * yields the ranked rows in order, so the read stops after `limit` rows; only the unranked tail,
 * reached when a category has fewer ranked rows than `limit`, is sorted.
 */
export function editorialRows(db: Database, category: string, limit: number) {
  return db
    .select({
      id: questions.id,
      slug: questions.slug,
      questionText: questions.questionText,
      optionA: questions.optionA,
      optionB: questions.optionB,
      questionTextZh: questions.questionTextZh,
      optionAZh: questions.optionAZh,
      optionBZh: questions.optionBZh,
    })
    .from(questions)
    .where(and(eq(questions.status, "published"), eq(questions.category, category)))
    .orderBy(sql`${questions.editorialRank} asc nulls last`, sql`${questions.createdAt} desc`, questions.id)
    .limit(limit);
}
