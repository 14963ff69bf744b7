import { and, desc, eq, inArray } from "drizzle-orm";
import { anyOf } from "./any-of";
import type { Database } from "./client";
import { categories, likes, questions, votes } from "./schema";

/** How many of each list the activity page shows: the newest, which is what people look for. */
export const ACTIVITY_LIMIT = 50;

const listed = {
  slug: questions.slug,
  questionText: questions.questionText,
  optionA: questions.optionA,
  optionB: questions.optionB,
  category: questions.category,
  categoryColor: categories.colorClass,
  votesA: questions.votesA,
  votesB: questions.votesB,
};

/** Everything an account submitted, whatever became of it, newest first. */
export function submittedBy(db: Database, userId: string) {
  return db
    .select({
      ...listed,
      status: questions.status,
      createdAt: questions.createdAt,
      rejectionReason: questions.rejectionReason,
      rejectionNote: questions.rejectionNote,
    })
    .from(questions)
    .innerJoin(categories, eq(categories.name, questions.category))
    .where(eq(questions.submittedByUserId, userId))
    .orderBy(desc(questions.createdAt))
    .limit(ACTIVITY_LIMIT);
}

/**
 * The published questions answered under any of these per-question voter hashes (one voter's, one
 * per question), with the choice, most recent vote first.
 */
export function votedBy(db: Database, voterHashes: readonly string[]) {
  return db
    .select({ ...listed, option: votes.option, at: votes.createdAt })
    .from(votes)
    .innerJoin(questions, eq(questions.id, votes.questionId))
    .innerJoin(categories, eq(categories.name, questions.category))
    .where(and(inArray(votes.voterHash, anyOf(voterHashes)), eq(questions.status, "published")))
    .orderBy(desc(votes.createdAt))
    .limit(ACTIVITY_LIMIT);
}

/** The published questions liked under any of these per-question voter hashes, most recent like first. */
export function likedBy(db: Database, voterHashes: readonly string[]) {
  return db
    .select({ ...listed, at: likes.createdAt })
    .from(likes)
    .innerJoin(questions, eq(questions.id, likes.questionId))
    .innerJoin(categories, eq(categories.name, questions.category))
    .where(and(inArray(likes.voterHash, anyOf(voterHashes)), eq(questions.status, "published")))
    .orderBy(desc(likes.createdAt))
    .limit(ACTIVITY_LIMIT);
}
