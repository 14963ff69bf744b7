import { and, inArray, sql } from "drizzle-orm";
import type { VoteOption } from "../votes/question-votes";
import type { Database } from "./client";
import { likes, reports, votes } from "./schema";
import { anyOf, votesByHashes } from "./votes";

/** Questions and this visitor's stored hash for each (worker/services/question-voters.ts), in the same order. */
export type HashedQuestions = { ids: readonly string[]; hashes: readonly string[] };

export type PersonalMarks = {
  /** The visitor's votes among the cards, by question id. */
  cardVotes: Record<string, VoteOption>;
  /** Whether they voted on, liked or reported any of the questions shown in full. */
  shownMarked: boolean;
};

/**
 * What a returning visitor has left on a page's questions, as D1 holds it (~1 s behind the
 * objects): their votes among its cards, and whether they left any mark on the questions it shows
 * in full. One batch, or no read at all for a page with neither.
 */
export async function readPersonalMarks(
  db: Database,
  cards: HashedQuestions,
  shown: HashedQuestions,
): Promise<PersonalMarks> {
  if (cards.ids.length === 0 && shown.ids.length === 0) return { cardVotes: {}, shownMarked: false };
  const found = { one: sql<number>`1` };
  const [cardVotes, voted, liked, reported] = await db.batch([
    votesByHashes(db, cards.hashes),
    db
      .select(found)
      .from(votes)
      .where(inArray(votes.voterHash, anyOf(shown.hashes)))
      .limit(1),
    db
      .select(found)
      .from(likes)
      .where(inArray(likes.voterHash, anyOf(shown.hashes)))
      .limit(1),
    db
      .select(found)
      .from(reports)
      .where(
        and(inArray(reports.questionId, anyOf(shown.ids)), inArray(reports.voterHash, anyOf(shown.hashes))),
      )
      .limit(1),
  ]);
  return {
    cardVotes: Object.fromEntries(cardVotes.map((row) => [row.questionId, row.option])),
    shownMarked: voted.length + liked.length + reported.length > 0,
  };
}
