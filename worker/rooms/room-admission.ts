import { MAX_PLAYERS } from "#domain/room-protocol.ts";
import * as store from "./room-store";
import { newRoomToken } from "./room-tokens";

export type JoinOutcome =
  | { status: "joined"; token: string; playerId: string; rejoined: boolean }
  | { status: "not-found" | "ended" | "locked" | "full" | "nickname-taken" };

/** A join with its tokens already hashed, so that deciding it is one synchronous step. */
export type JoinRequest = {
  nickname: string;
  /** The room's token this browser holds, if any. */
  held?: { token: string; hash: string };
  /** The token a new player would get. */
  fresh: { token: string; hash: string };
};

/**
 * Who gets in. A browser whose player is still in the room is that player again, locked or not.
 * Anyone else, a removed player's browser included, joins as a new player unless the room has
 * ended, is locked or full, or the nickname is taken. Nothing here awaits, so two joins cannot both
 * take the last place.
 */
export function admit(sql: SqlStorage, meta: store.RoomMeta, join: JoinRequest): JoinOutcome {
  const known = join.held ? store.playerByTokenHash(sql, join.held.hash) : undefined;
  if (known && !known.removed && join.held) {
    return { status: "joined", token: join.held.token, playerId: known.id, rejoined: true };
  }
  if (meta.phase === "ended") return { status: "ended" };
  if (meta.locked) return { status: "locked" };
  if (store.activePlayerCount(sql) >= MAX_PLAYERS) return { status: "full" };
  if (store.nicknameTaken(sql, join.nickname.toLowerCase())) return { status: "nickname-taken" };
  const playerId = `p${newRoomToken().slice(0, 10)}`;
  store.insertPlayer(sql, { id: playerId, tokenHash: join.fresh.hash, nickname: join.nickname });
  return { status: "joined", token: join.fresh.token, playerId, rejoined: false };
}
