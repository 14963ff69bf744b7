import type { RoomCounts, RoomOption, RoomPhase } from "#domain/room-protocol.ts";

// The room object's SQLite tables and every statement on them. All of it is deleted when the room
// expires (Room.alarm), so nothing here outlives the room.

export type RoomQuestion = {
  id: string;
  slug: string;
  text: string;
  optionA: string;
  optionB: string;
  category: string;
};

export type RoomMeta = {
  code: string;
  hostHash: string;
  hostAccount: string | null;
  questions: RoomQuestion[];
  phase: RoomPhase;
  index: number;
  expiresAt: number;
  /** The host admits no new players. */
  locked: boolean;
};

export type PlayerRow = { id: string; nickname: string; removed: boolean };

/** Tables are made only when a room is created, so asking for a made-up code stores nothing. */
export function hasSchema(sql: SqlStorage): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room'").toArray().length > 0;
}

export function createSchema(sql: SqlStorage) {
  sql.exec(`CREATE TABLE IF NOT EXISTS room (
    id INTEGER PRIMARY KEY CHECK (id = 1), code TEXT NOT NULL, host_hash TEXT NOT NULL,
    host_account TEXT, questions TEXT NOT NULL, phase TEXT NOT NULL, idx INTEGER NOT NULL,
    expires_at INTEGER NOT NULL, locked INTEGER NOT NULL DEFAULT 0)`);
  sql.exec(`CREATE TABLE IF NOT EXISTS players (
    id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, nickname TEXT NOT NULL,
    nickname_key TEXT NOT NULL, removed INTEGER NOT NULL DEFAULT 0)`);
  // One row per player and question, so a second vote cannot exist: the primary key refuses it.
  sql.exec(`CREATE TABLE IF NOT EXISTS votes (
    idx INTEGER NOT NULL, player_id TEXT NOT NULL, option TEXT NOT NULL, PRIMARY KEY (idx, player_id))`);
}

/** A room started before a column existed gets it: rooms live for hours, across deploys. */
export function upgradeSchema(sql: SqlStorage) {
  const columns = sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('room')").toArray();
  if (!columns.some((column) => column.name === "locked")) {
    sql.exec("ALTER TABLE room ADD COLUMN locked INTEGER NOT NULL DEFAULT 0");
  }
}

type MetaRow = {
  code: string;
  host_hash: string;
  host_account: string | null;
  questions: string;
  phase: string;
  idx: number;
  expires_at: number;
  locked: number;
};

export function readMeta(sql: SqlStorage): RoomMeta | undefined {
  const [row] = sql.exec<MetaRow>("SELECT * FROM room WHERE id = 1").toArray();
  if (!row) return undefined;
  return {
    code: row.code,
    hostHash: row.host_hash,
    hostAccount: row.host_account,
    questions: JSON.parse(row.questions) as RoomQuestion[],
    phase: row.phase as RoomPhase,
    index: row.idx,
    expiresAt: row.expires_at,
    locked: row.locked === 1,
  };
}

export function insertMeta(sql: SqlStorage, meta: RoomMeta) {
  sql.exec(
    "INSERT INTO room (id, code, host_hash, host_account, questions, phase, idx, expires_at, locked) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
    meta.code,
    meta.hostHash,
    meta.hostAccount,
    JSON.stringify(meta.questions),
    meta.phase,
    meta.index,
    meta.expiresAt,
    meta.locked ? 1 : 0,
  );
}

export function setPhase(sql: SqlStorage, phase: RoomPhase, index: number) {
  sql.exec("UPDATE room SET phase = ?, idx = ? WHERE id = 1", phase, index);
}

export function setLocked(sql: SqlStorage, locked: boolean) {
  sql.exec("UPDATE room SET locked = ? WHERE id = 1", locked ? 1 : 0);
}

export function activePlayerCount(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT count(*) AS n FROM players WHERE removed = 0").one().n;
}

export function playerByTokenHash(sql: SqlStorage, tokenHash: string): PlayerRow | undefined {
  const [row] = sql
    .exec<{ id: string; nickname: string; removed: number }>(
      "SELECT id, nickname, removed FROM players WHERE token_hash = ?",
      tokenHash,
    )
    .toArray();
  return row && { id: row.id, nickname: row.nickname, removed: row.removed === 1 };
}

export function nicknameTaken(sql: SqlStorage, nicknameKey: string): boolean {
  return (
    sql.exec("SELECT 1 FROM players WHERE nickname_key = ? AND removed = 0 LIMIT 1", nicknameKey).toArray()
      .length > 0
  );
}

export function insertPlayer(sql: SqlStorage, player: { id: string; tokenHash: string; nickname: string }) {
  sql.exec(
    "INSERT INTO players (id, token_hash, nickname, nickname_key) VALUES (?, ?, ?, ?)",
    player.id,
    player.tokenHash,
    player.nickname,
    player.nickname.toLowerCase(),
  );
}

/**
 * Removed players stay as rows, so their browser's token never gets that seat back: joining again
 * makes a new player, which a locked room refuses.
 */
export function removePlayer(sql: SqlStorage, id: string): boolean {
  return sql.exec("UPDATE players SET removed = 1 WHERE id = ? AND removed = 0", id).rowsWritten > 0;
}

export function activePlayers(sql: SqlStorage): { id: string; nickname: string; team: number | null }[] {
  return sql
    .exec<{ id: string; nickname: string }>(
      "SELECT id, nickname FROM players WHERE removed = 0 ORDER BY rowid",
    )
    .toArray()
    .map((player) => ({ ...player, team: null }));
}

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

/** A removed player's votes still count: they were cast while they played, and are anonymous. */
export function countsFor(sql: SqlStorage, index: number): RoomCounts {
  const row = sql
    .exec<{ a: number | null; b: number | null }>(
      "SELECT sum(option = 'A') AS a, sum(option = 'B') AS b FROM votes WHERE idx = ?",
      index,
    )
    .one();
  return { a: row.a ?? 0, b: row.b ?? 0 };
}
