import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { AUDIENCE_TAGS } from "#content/tags.ts";
import type { Database } from "./client";
import { listed } from "./editorial";
import { questions } from "./schema";

/** How many questions a question page suggests after it, and how many of its category's most voted. */
export const RELATED_COUNT = 8;
export const POPULAR_COUNT = 6;

/** The other published questions of the category of the question with this slug. */
function othersInItsCategory(slug: string) {
  const ownCategory = sql`(select category from questions where slug = ${slug})`;
  return and(
    eq(questions.status, "published"),
    sql`${questions.category} = ${ownCategory}`,
    ne(questions.slug, slug),
  );
}

/**
 * Questions to suggest under the one with this slug: the same category, those for the same readers
 * (sharing more audience tags) first, then in a fixed order that starts after this question's id.
 * Ids are hashes, so that order is a stable shuffle: each page suggests its own set, and the same
 * set on every visit, which search engines can follow.
 */
export function relatedRows(db: Database, slug: string) {
  // This question's own values, read inside the same statement.
  const ownTags = sql`(select tags from questions where slug = ${slug})`;
  const ownId = sql`(select id from questions where slug = ${slug})`;
  const sharedAudiences = sql.join(
    Object.keys(AUDIENCE_TAGS).map((tag) => {
      const pattern = `% ${tag} %`;
      return sql`(${questions.tags} like ${pattern} and ${ownTags} like ${pattern})`;
    }),
    sql` + `,
  );
  return db
    .select(listed)
    .from(questions)
    .where(othersInItsCategory(slug))
    .orderBy(sql`(${sharedAudiences}) desc`, sql`${questions.id} > ${ownId} desc`, asc(questions.id))
    .limit(RELATED_COUNT);
}

/**
 * The most voted questions of the same category (the editors' best while votes are few), with room
 * for the page to leave out the ones it already suggests.
 */
export function mostVotedBeside(db: Database, slug: string) {
  return db
    .select(listed)
    .from(questions)
    .where(othersInItsCategory(slug))
    .orderBy(desc(questions.votesTotal), sql`${questions.editorialRank} asc nulls last`, asc(questions.id))
    .limit(POPULAR_COUNT + RELATED_COUNT);
}
