import type { PlayerSummary } from "#domain/room-protocol.ts";

// The players table: seats, nicknames, teams. Removed players stay as rows, so their browser's
// token never gets that seat back: joining again makes a new player, which a locked room refuses.

export type PlayerRow = { id: string; nickname: string; removed: boolean; team: number | null };

export function activePlayerCount(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT count(*) AS n FROM players WHERE removed = 0").one().n;
}

export function playerByTokenHash(sql: SqlStorage, tokenHash: string): PlayerRow | undefined {
  const [row] = sql
    .exec<{ id: string; nickname: string; removed: number; team: number | null }>(
      "SELECT id, nickname, removed, team FROM players WHERE token_hash = ?",
      tokenHash,
    )
    .toArray();
  return row && { id: row.id, nickname: row.nickname, removed: row.removed === 1, team: row.team };
}

/** Nicknames compare without case, so "ada" cannot sit beside "Ada". */
export const nicknameKey = (nickname: string) => nickname.toLowerCase();

export function nicknameTaken(sql: SqlStorage, nickname: string, except?: string): boolean {
  return (
    sql
      .exec(
        "SELECT 1 FROM players WHERE nickname_key = ? AND removed = 0 AND id != ? LIMIT 1",
        nicknameKey(nickname),
        except ?? "",
      )
      .toArray().length > 0
  );
}

export function insertPlayer(
  sql: SqlStorage,
  player: { id: string; tokenHash: string; nickname: string; team: number | null },
) {
  sql.exec(
    "INSERT INTO players (id, token_hash, nickname, nickname_key, team) VALUES (?, ?, ?, ?, ?)",
    player.id,
    player.tokenHash,
    player.nickname,
    nicknameKey(player.nickname),
    player.team,
  );
}

export function renamePlayer(sql: SqlStorage, id: string, nickname: string): boolean {
  return (
    sql.exec(
      "UPDATE players SET nickname = ?, nickname_key = ? WHERE id = ? AND removed = 0",
      nickname,
      nicknameKey(nickname),
      id,
    ).rowsWritten > 0
  );
}

export function removePlayer(sql: SqlStorage, id: string): boolean {
  return sql.exec("UPDATE players SET removed = 1 WHERE id = ? AND removed = 0", id).rowsWritten > 0;
}

export function activePlayers(sql: SqlStorage): PlayerSummary[] {
  return sql
    .exec<PlayerSummary>("SELECT id, nickname, team FROM players WHERE removed = 0 ORDER BY rowid")
    .toArray()
    .map((row) => ({ ...row }));
}
