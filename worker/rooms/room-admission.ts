import type { Locale } from "#domain/locale.ts";
import { MAX_PLAYERS } from "#domain/room-protocol.ts";
import { freeGeneratedNickname } from "./room-nicknames";
import * as players from "./room-players";
import type { RoomMeta } from "./room-store";
import { teamForNewcomer } from "./room-teams";
import { newRoomToken } from "./room-tokens";

export type JoinOutcome =
  | { status: "joined"; token: string; playerId: string; nickname: string; rejoined: boolean }
  | { status: "not-found" | "ended" | "locked" | "full" | "nickname-taken" };

/** A join with its tokens already hashed, so that deciding it is one synchronous step. */
export type JoinRequest = {
  /** Empty: the room picks a free generated one in the player's language. */
  nickname: string;
  locale: Locale;
  /** The room's token this browser holds, if any. */
  held?: { token: string; hash: string };
  /** The token a new player would get. */
  fresh: { token: string; hash: string };
};

/**
 * Who gets in. A browser whose player is still in the room is that player again, locked or not.
 * Anyone else, a removed player's browser included, joins as a new player unless the room has
 * ended, is locked or full, or the nickname is taken. Nothing here awaits, so two joins cannot both
 * take the last place or the same name.
 */
export function admit(sql: SqlStorage, meta: RoomMeta, join: JoinRequest): JoinOutcome {
  const known = join.held ? players.playerByTokenHash(sql, join.held.hash) : undefined;
  if (known && !known.removed && join.held) {
    return {
      status: "joined",
      token: join.held.token,
      playerId: known.id,
      nickname: known.nickname,
      rejoined: true,
    };
  }
  if (meta.phase === "ended") return { status: "ended" };
  if (meta.locked) return { status: "locked" };
  if (players.activePlayerCount(sql) >= MAX_PLAYERS) return { status: "full" };
  const nickname = join.nickname || freeGeneratedNickname(sql, join.locale);
  if (players.nicknameTaken(sql, nickname)) return { status: "nickname-taken" };
  const playerId = `p${newRoomToken().slice(0, 10)}`;
  const team = teamForNewcomer(sql, meta.settings.teams);
  players.insertPlayer(sql, { id: playerId, tokenHash: join.fresh.hash, nickname, team });
  return { status: "joined", token: join.fresh.token, playerId, nickname, rejoined: false };
}
