// D1's side of reconcile (worker/services/reconcile.ts): what D1 says a question's votes are, and
// the one repair done here rather than by the objects (rows for voters the objects do not have).

const PAGE = 5000;
const DELETE_CHUNK = 500;

export type D1Votes = { votesA: number; votesB: number; rows: Map<string, "A" | "B"> };

/** Question ids in id order after `after`, every status: hidden and retired questions keep their votes. */
export async function questionIdsAfter(d1: D1Database, after: string, limit: number): Promise<string[]> {
  const { results } = await d1
    .prepare("select id from questions where id > ? order by id limit ?")
    .bind(after, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The counts on the question's row and every vote row, read page by page. Null when the question is gone. */
export async function d1VotesOf(d1: D1Database, questionId: string): Promise<D1Votes | null> {
  const question = await d1
    .prepare("select votes_a, votes_b from questions where id = ?")
    .bind(questionId)
    .first<{ votes_a: number; votes_b: number }>();
  if (!question) return null;
  const rows = new Map<string, "A" | "B">();
  let after = "";
  for (;;) {
    const { results } = await d1
      .prepare(
        "select voter_hash, option from votes where question_id = ? and voter_hash > ? order by voter_hash limit ?",
      )
      .bind(questionId, after, PAGE)
      .all<{ voter_hash: string; option: "A" | "B" }>();
    for (const row of results) rows.set(row.voter_hash, row.option);
    if (results.length < PAGE) break;
    after = results.at(-1)?.voter_hash ?? after;
  }
  return { votesA: question.votes_a, votesB: question.votes_b, rows };
}

/** Deletes the question's rows for these voters, a few hundred per statement in one batch. */
export async function deleteVoteRows(d1: D1Database, questionId: string, voters: string[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < voters.length; i += DELETE_CHUNK) {
    const chunk = JSON.stringify(voters.slice(i, i + DELETE_CHUNK));
    statements.push(
      d1
        .prepare(
          "delete from votes where question_id = ?1 and voter_hash in (select value from json_each(?2))",
        )
        .bind(questionId, chunk),
    );
  }
  if (statements.length > 0) await d1.batch(statements);
}
