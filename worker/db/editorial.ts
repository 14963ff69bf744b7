import { and, count, eq, like, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { categories, questions } from "./schema";

/** The columns a list of questions shows, in both languages. */
export const listed = {
  id: questions.id,
  slug: questions.slug,
  questionText: questions.questionText,
  optionA: questions.optionA,
  optionB: questions.optionB,
  questionTextZh: questions.questionTextZh,
  optionAZh: questions.optionAZh,
  optionBZh: questions.optionBZh,
};

/**
 * A category's best questions: editorial rank first (catalogue questions, 0 is the editors' best),
 * then unranked ones (visitors' submissions), newest first. questions_status_category_editorial_idx
 * yields the ranked rows in order, so the read stops after `offset + limit` rows; only the unranked
 * tail, reached when a category has fewer ranked rows than that, is sorted.
 */
export function editorialRows(db: Database, category: string, limit: number, offset = 0) {
  return db
    .select(listed)
    .from(questions)
    .where(categoryWhere(category))
    .orderBy(sql`${questions.editorialRank} asc nulls last`, sql`${questions.createdAt} desc`, questions.id)
    .limit(limit)
    .offset(offset);
}

const categoryWhere = (category: string) =>
  and(eq(questions.status, "published"), eq(questions.category, category));

/** What a tagged list holds: published questions with the tag, and only family-safe categories if asked. */
function taggedWhere(tag: string, familySafe: boolean): SQL | undefined {
  return and(
    eq(questions.status, "published"),
    // Tags are stored with a space at each end (worker/db/schema.ts), so this finds the whole tag only.
    like(questions.tags, `% ${tag} %`),
    familySafe ? eq(categories.mature, false) : undefined,
  );
}

/**
 * One page of the published questions carrying a tag: editorial rank first (each category's best
 * come first, so the list mixes categories), ties in the categories' own order, then unranked ones
 * newest first. A tag has no index of its own (it is a word inside a column), so this reads the
 * published rows once; with a couple of thousand of them that is a single cheap scan.
 */
export function taggedRows(db: Database, tag: string, familySafe: boolean, limit: number, offset = 0) {
  return db
    .select(listed)
    .from(questions)
    .innerJoin(categories, eq(categories.name, questions.category))
    .where(taggedWhere(tag, familySafe))
    .orderBy(
      sql`${questions.editorialRank} asc nulls last`,
      categories.sortOrder,
      sql`${questions.createdAt} desc`,
      questions.id,
    )
    .limit(limit)
    .offset(offset);
}

/** How many questions a category's editorial list holds, from the same index. */
export function categoryCount(db: Database, category: string) {
  return db.select({ n: count() }).from(questions).where(categoryWhere(category));
}

/** How many questions a tagged list holds. */
export function taggedCount(db: Database, tag: string, familySafe: boolean) {
  return db
    .select({ n: count() })
    .from(questions)
    .innerJoin(categories, eq(categories.name, questions.category))
    .where(taggedWhere(tag, familySafe));
}
