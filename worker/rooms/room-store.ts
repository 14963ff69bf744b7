import {
  DEFAULT_ROOM_SETTINGS,
  type RoomPhase,
  type RoomSettings,
  roomSettingsSchema,
} from "#domain/room-protocol.ts";

// The room object's own row: its questions, phase, settings and secrets. Players and votes have
// their own files. All of it is deleted when the room expires (Room.alarm), so nothing here
// outlives the room.

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
  settings: RoomSettings;
  /** When the current question's countdown closes voting (epoch ms), if it has one. */
  deadline: number | null;
  /** Kept as it is, not hashed: the host's screen shows it again from any browser that is the host. */
  remoteKey: string;
  summaryKey: string;
  startedAt: number;
  endedAt: number | null;
};

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
    nickname_key TEXT NOT NULL, removed INTEGER NOT NULL DEFAULT 0, team INTEGER)`);
  // One row per player and question, so a second vote cannot exist: the primary key refuses it.
  sql.exec(`CREATE TABLE IF NOT EXISTS votes (
    idx INTEGER NOT NULL, player_id TEXT NOT NULL, option TEXT NOT NULL, PRIMARY KEY (idx, player_id))`);
  upgradeSchema(sql);
}

/** Columns added since rooms first ran: a room started before gets them, as rooms live across deploys. */
const ADDED_COLUMNS: [table: string, column: string, definition: string][] = [
  ["room", "locked", "INTEGER NOT NULL DEFAULT 0"],
  ["room", "settings", "TEXT"],
  ["room", "deadline", "INTEGER"],
  ["room", "remote_key", "TEXT"],
  ["room", "summary_key", "TEXT"],
  ["room", "started_at", "INTEGER"],
  ["room", "ended_at", "INTEGER"],
  ["players", "team", "INTEGER"],
];

export function upgradeSchema(sql: SqlStorage) {
  for (const table of ["room", "players"]) {
    const columns = sql.exec<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`).toArray();
    for (const [owner, column, definition] of ADDED_COLUMNS) {
      if (owner === table && !columns.some((c) => c.name === column)) {
        sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
      }
    }
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
  settings: string | null;
  deadline: number | null;
  remote_key: string | null;
  summary_key: string | null;
  started_at: number | null;
  ended_at: number | null;
};

function readSettings(stored: string | null): RoomSettings {
  try {
    return roomSettingsSchema.parse(JSON.parse(stored ?? ""));
  } catch {
    return DEFAULT_ROOM_SETTINGS;
  }
}

/**
 * A room started before the remote and the summary gets keys it cannot be given: only those made
 * with the room are ever shown, so an empty one matches no link.
 */
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
    settings: readSettings(row.settings),
    deadline: row.deadline,
    remoteKey: row.remote_key ?? "",
    summaryKey: row.summary_key ?? "",
    startedAt: row.started_at ?? row.expires_at,
    endedAt: row.ended_at,
  };
}

export function insertMeta(sql: SqlStorage, meta: RoomMeta) {
  sql.exec(
    `INSERT INTO room (id, code, host_hash, host_account, questions, phase, idx, expires_at, locked,
      settings, deadline, remote_key, summary_key, started_at, ended_at)
      VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    meta.code,
    meta.hostHash,
    meta.hostAccount,
    JSON.stringify(meta.questions),
    meta.phase,
    meta.index,
    meta.expiresAt,
    meta.locked ? 1 : 0,
    JSON.stringify(meta.settings),
    meta.deadline,
    meta.remoteKey,
    meta.summaryKey,
    meta.startedAt,
    meta.endedAt,
  );
}

/** Writes what a command changed: the row is one per room, so a whole write is as cheap as a part. */
export function saveMeta(sql: SqlStorage, meta: RoomMeta) {
  sql.exec(
    `UPDATE room SET questions = ?, phase = ?, idx = ?, locked = ?, settings = ?, deadline = ?,
      ended_at = ? WHERE id = 1`,
    JSON.stringify(meta.questions),
    meta.phase,
    meta.index,
    meta.locked ? 1 : 0,
    JSON.stringify(meta.settings),
    meta.deadline,
    meta.endedAt,
  );
}
