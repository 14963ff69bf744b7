// Compares D1's copy of each question's votes with its Durable Objects, the source of truth, and
// repairs D1 on request: for the day D1 is restored from a backup (docs/decisions/0008).

import type { VoteOption } from "#domain/vote.ts";
import { type D1Votes, d1VotesOf, deleteVoteRows } from "#worker/db/reconcile.ts";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { shardName } from "#worker/votes/shards.ts";
import type { QuestionReconcile } from "./reconcile-report";

export type { QuestionReconcile };

const EXPORT_PAGE = 5000;

type Votes = DurableObjectNamespace<QuestionVotes>;

const objectOf = (votes: Votes, questionId: string, index: number) =>
  votes.get(votes.idFromName(shardName(questionId, index)));

/** Every object of the question, page by page: home first, which knows how many shards there are. */
async function objectVotes(votes: Votes, questionId: string) {
  const voters = new Map<string, VoteOption>();
  const counted = { votesA: 0, votesB: 0 };
  let objectCount = 1;
  for (let index = 0; index < objectCount; index++) {
    let after = 0;
    for (;;) {
      const page = await objectOf(votes, questionId, index).exportVotes(after, EXPORT_PAGE);
      if (index === 0) objectCount = page.shard.count;
      for (const { voter, option } of page.voters) voters.set(voter, option);
      if (page.nextSeq === null) {
        counted.votesA += page.own.votesA;
        counted.votesB += page.own.votesB;
        break;
      }
      after = page.nextSeq;
    }
  }
  return { voters, counted, objectCount };
}

function differences(d1: D1Votes, objects: Awaited<ReturnType<typeof objectVotes>>) {
  let missingInD1 = 0;
  for (const [voter, option] of objects.voters) if (d1.rows.get(voter) !== option) missingInD1++;
  const extra = [...d1.rows].filter(([voter, option]) => objects.voters.get(voter) !== option);
  const countsDiffer = d1.votesA !== objects.counted.votesA || d1.votesB !== objects.counted.votesB;
  return { missingInD1, extra: extra.map(([voter]) => voter), countsDiffer };
}

/**
 * D1 is read before the objects, so a row D1 has and the objects lack really is extra: the objects
 * write a row only after storing its voter. The repair deletes such rows here, then has each object
 * write all its rows and counts again through its own write-behind, ordered with new votes.
 */
export async function reconcileQuestion(
  d1: D1Database,
  votes: Votes,
  questionId: string,
  apply: boolean,
): Promise<QuestionReconcile | null> {
  const stored = await d1VotesOf(d1, questionId);
  if (!stored) return null;
  const objects = await objectVotes(votes, questionId);
  const { missingInD1, extra, countsDiffer } = differences(stored, objects);
  const repaired = apply && (missingInD1 > 0 || extra.length > 0 || countsDiffer);
  if (repaired) {
    await deleteVoteRows(d1, questionId, extra);
    for (let index = 0; index < objects.objectCount; index++) {
      await objectOf(votes, questionId, index).replayToD1(index === 0 ? questionId : undefined);
    }
  }
  const byOption = (option: VoteOption) => [...objects.voters.values()].filter((o) => o === option).length;
  return {
    id: questionId,
    objects: {
      ...objects.counted,
      votersA: byOption("A"),
      votersB: byOption("B"),
      objectCount: objects.objectCount,
    },
    d1: { votesA: stored.votesA, votesB: stored.votesB, rows: stored.rows.size },
    missingInD1,
    extraInD1: extra.length,
    countsDiffer,
    repaired,
  };
}
