import type { PlayerRecap, RoomCounts, RoomOption } from "#domain/room-protocol.ts";

// The votes table and what is read from it. A removed player's votes still count: they were cast
// while they played, and are anonymous.

/** The first vote of a player on a question stays; a repeat changes nothing and returns it. */
export function recordVote(sql: SqlStorage, index: number, playerId: string, option: RoomOption): RoomOption {
  sql.exec("INSERT OR IGNORE INTO votes (idx, player_id, option) VALUES (?, ?, ?)", index, playerId, option);
  return voteOf(sql, index, playerId) ?? option;
}

export function voteOf(sql: SqlStorage, index: number, playerId: string): RoomOption | null {
  const [row] = sql
    .exec<{ option: RoomOption }>("SELECT option FROM votes WHERE idx = ? AND player_id = ?", index, playerId)
    .toArray();
  return row?.option ?? null;
}

export function deleteVotes(sql: SqlStorage, index: number) {
  sql.exec("DELETE FROM votes WHERE idx = ?", index);
}

export function countsFor(sql: SqlStorage, index: number): RoomCounts {
  const row = sql
    .exec<{ a: number | null; b: number | null }>(
      "SELECT sum(option = 'A') AS a, sum(option = 'B') AS b FROM votes WHERE idx = ?",
      index,
    )
    .one();
  return { a: row.a ?? 0, b: row.b ?? 0 };
}

/** Every question's split at once, for the results. */
export function allCounts(sql: SqlStorage, questions: number): RoomCounts[] {
  const counts = Array.from({ length: questions }, () => ({ a: 0, b: 0 }));
  const rows = sql.exec<{ idx: number; a: number; b: number }>(
    "SELECT idx, sum(option = 'A') AS a, sum(option = 'B') AS b FROM votes GROUP BY idx",
  );
  for (const row of rows) if (counts[row.idx]) counts[row.idx] = { a: row.a, b: row.b };
  return counts;
}

/** Each team's split of one question (or of every question), in one query joining votes and players. */
export function teamCounts(sql: SqlStorage, teams: number, index?: number): Map<number, RoomCounts[]> {
  const byQuestion = new Map<number, RoomCounts[]>();
  const rows = sql.exec<{ idx: number; team: number; a: number; b: number }>(
    `SELECT v.idx AS idx, p.team AS team, sum(v.option = 'A') AS a, sum(v.option = 'B') AS b
      FROM votes v JOIN players p ON p.id = v.player_id
      WHERE p.team IS NOT NULL ${index === undefined ? "" : "AND v.idx = ?"} GROUP BY v.idx, p.team`,
    // One question's split reads that question's votes only (the key's first column), not the room's.
    ...(index === undefined ? [] : [index]),
  );
  for (const row of rows) {
    if (row.team >= teams) continue;
    let split = byQuestion.get(row.idx);
    if (!split) {
      split = Array.from({ length: teams }, () => ({ a: 0, b: 0 }));
      byQuestion.set(row.idx, split);
    }
    split[row.team] = { a: row.a, b: row.b };
  }
  return byQuestion;
}

/** Each question's majority option, where it had one. */
const MAJORITIES = `WITH q AS (SELECT idx, CASE WHEN sum(option = 'A') > sum(option = 'B') THEN 'A'
  WHEN sum(option = 'B') > sum(option = 'A') THEN 'B' END AS majority FROM votes GROUP BY idx)`;

/**
 * Every active player's recap in one query (a room may hold thousands), or one player's (a page
 * or a socket opened after the end asks for its own, not everyone's).
 */
export function recaps(sql: SqlStorage, questions: number, only?: string): Map<string, PlayerRecap> {
  const rows = sql.exec<{ id: string; voted: number; decided: number | null; with_majority: number | null }>(
    `${MAJORITIES} SELECT p.id AS id, count(v.idx) AS voted, sum(q.majority IS NOT NULL) AS decided,
      sum(q.majority = v.option) AS with_majority
      FROM players p LEFT JOIN votes v ON v.player_id = p.id LEFT JOIN q ON q.idx = v.idx
      WHERE p.removed = 0 AND (? IS NULL OR p.id = ?) GROUP BY p.id`,
    only ?? null,
    only ?? null,
  );
  const recap = new Map<string, PlayerRecap>();
  for (const row of rows) {
    recap.set(row.id, {
      voted: row.voted,
      decided: row.decided ?? 0,
      withMajority: row.with_majority ?? 0,
      questions,
    });
  }
  return recap;
}

/** The players most often in the minority (at least once), several on a tie, at most `limit`. */
export function mostInMinority(sql: SqlStorage, limit: number): { nickname: string; times: number }[] {
  const rows = sql
    .exec<{ nickname: string; times: number }>(
      `${MAJORITIES} SELECT p.nickname AS nickname, count(*) AS times
        FROM votes v JOIN q ON q.idx = v.idx JOIN players p ON p.id = v.player_id
        WHERE q.majority IS NOT NULL AND v.option != q.majority AND p.removed = 0
        GROUP BY p.id ORDER BY times DESC, p.rowid LIMIT ?`,
      limit,
    )
    .toArray();
  const most = rows[0]?.times ?? 0;
  return rows.filter((row) => row.times === most).map((row) => ({ ...row }));
}
