import * as players from "./room-players";
import type { RoomMeta } from "./room-store";
import { hashRoomToken, type RoomIdentity } from "./room-tokens";

export type Seat =
  | { role: "host" }
  | { role: "remote" }
  | { role: "player"; id: string; nickname: string; team: number | null }
  | { role: "removed" };

/**
 * Who a visitor is in this room: the host (by the host's token or the account that started it),
 * the remote (by the room's remote key), a player (by their token, removed or not), or nobody.
 */
export async function seatOf(sql: SqlStorage, meta: RoomMeta, identity: RoomIdentity): Promise<Seat | null> {
  if (identity.role === "visitor") return null;
  if (identity.role === "host") {
    const byToken = identity.token !== undefined && (await hashRoomToken(identity.token)) === meta.hostHash;
    const byAccount = identity.account !== undefined && identity.account === meta.hostAccount;
    return byToken || byAccount ? { role: "host" } : null;
  }
  if (identity.role === "remote") {
    // A room from before the remote has no key, and no token matches it.
    return meta.remoteKey && (await sameSecret(identity.token, meta.remoteKey)) ? { role: "remote" } : null;
  }
  const player = players.playerByTokenHash(sql, await hashRoomToken(identity.token));
  if (!player) return null;
  return player.removed
    ? { role: "removed" }
    : { role: "player", id: player.id, nickname: player.nickname, team: player.team };
}

/** Compares two secrets by their digests, so the time taken says nothing about how much matched. */
export async function sameSecret(given: string, kept: string): Promise<boolean> {
  const [a, b] = await Promise.all([hashRoomToken(given), hashRoomToken(kept)]);
  return a === b;
}
