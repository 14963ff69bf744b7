import { and, inArray, sql } from "drizzle-orm";
import type { VoteOption } from "../votes/question-votes";
import type { Database } from "./client";
import { likes, reports, votes } from "./schema";
import { anyOf, votesByHashes } from "./votes";

/** Questions and this visitor's stored hash for each (worker/services/question-voters.ts), in the same order. */
export type HashedQuestions = { ids: readonly string[]; hashes: readonly string[] };

export type PanelVote = { option: VoteOption; createdAt: Date };

export type PersonalMarks = {
  /** The visitor's votes among the cards, by question id. */
  cardVotes: Record<string, VoteOption>;
  /** Their votes among the vote panels, by question id, with when they were cast. */
  panelVotes: Record<string, PanelVote>;
  /** Whether they liked or reported any of the questions whose likes and reports the page shows. */
  shownMarked: boolean;
};

/**
 * What a returning visitor has left on a page's questions, as D1 holds it (~1 s behind the
 * objects): their votes among its cards and panels, and whether they liked or reported any of the
 * questions whose likes and reports it shows. One batch, or no read at all for a page with none.
 */
export async function readPersonalMarks(
  db: Database,
  cards: HashedQuestions,
  panels: HashedQuestions,
  shown: HashedQuestions,
): Promise<PersonalMarks> {
  if (cards.ids.length + panels.ids.length + shown.ids.length === 0) {
    return { cardVotes: {}, panelVotes: {}, shownMarked: false };
  }
  const found = { one: sql<number>`1` };
  const [cardVotes, panelVotes, liked, reported] = await db.batch([
    votesByHashes(db, cards.hashes),
    db
      .select({ questionId: votes.questionId, option: votes.option, createdAt: votes.createdAt })
      .from(votes)
      .where(inArray(votes.voterHash, anyOf(panels.hashes))),
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
    panelVotes: Object.fromEntries(
      panelVotes.map((row) => [row.questionId, { option: row.option, createdAt: row.createdAt }]),
    ),
    shownMarked: liked.length + reported.length > 0,
  };
}
