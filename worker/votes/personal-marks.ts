import { sql } from "drizzle-orm";
import type { VoteOption } from "#domain/vote.ts";
import { anyOf } from "#worker/db/any-of.ts";
import type { Database } from "#worker/db/client.ts";
import { likes, reports, votes } from "#worker/db/schema.ts";

/** Questions and this visitor's stored hash for each (worker/votes/question-voters.ts), in the same order. */
export type HashedQuestions = { ids: readonly string[]; hashes: readonly string[] };

/** A vote, with when it was cast (epoch milliseconds). */
export type CastVote = { option: VoteOption; createdAt: number };

export type PersonalMarks = {
  /** The visitor's votes among the cards, by question id. */
  cardVotes: Record<string, CastVote>;
  /** Their votes among the vote panels, by question id. */
  panelVotes: Record<string, CastVote>;
  /** Whether they liked or reported any of the questions whose likes and reports the page shows. */
  shownMarked: boolean;
};

type MarkRow = {
  kind: "vote" | "like" | "report";
  questionId: string;
  option: VoteOption | null;
  createdAt: number | null;
};

/**
 * What a returning visitor has left on a page's questions, as D1 holds it (~1 s behind the
 * objects): their votes among its cards and panels, and whether they liked or reported any of the
 * questions whose likes and reports it shows. One statement, not a batch of one per kind: the
 * bench served a voter's copy of the all-questions page measurably faster that way. No read at all
 * for a page with none of them.
 */
export async function readPersonalMarks(
  db: Database,
  cards: HashedQuestions,
  panels: HashedQuestions,
  shown: HashedQuestions,
): Promise<PersonalMarks> {
  const marks: PersonalMarks = { cardVotes: {}, panelVotes: {}, shownMarked: false };
  if (cards.ids.length + panels.ids.length + shown.ids.length === 0) return marks;
  // Each question has its own hash, so one lookup finds the votes of both lists.
  const voteHashes = [...cards.hashes, ...panels.hashes];
  const rows = await db.all<MarkRow>(sql`
    select 'vote' as kind, ${votes.questionId} as questionId, ${votes.option} as option, ${votes.createdAt} as createdAt
      from ${votes} where ${votes.voterHash} in ${anyOf(voteHashes)}
    union all
    select 'like', ${likes.questionId}, null, null from ${likes} where ${likes.voterHash} in ${anyOf(shown.hashes)}
    union all
    select 'report', ${reports.questionId}, null, null from ${reports}
      where ${reports.questionId} in ${anyOf(shown.ids)} and ${reports.voterHash} in ${anyOf(shown.hashes)}`);
  // A question may be both (home's question of the day can be among its latest cards).
  const [onCards, onPanels] = [new Set(cards.ids), new Set(panels.ids)];
  for (const { kind, questionId, option, createdAt } of rows) {
    if (kind !== "vote") marks.shownMarked = true;
    if (kind !== "vote" || !option || createdAt === null) continue;
    if (onCards.has(questionId)) marks.cardVotes[questionId] = { option, createdAt };
    if (onPanels.has(questionId)) marks.panelVotes[questionId] = { option, createdAt };
  }
  return marks;
}
