import { hasSessionCookie } from "#worker/accounts/session-cookie.ts";
import { readRoomToken } from "./room-cookies";
import type { RoomIdentity } from "./room-tokens";

type SignedInUser = () => Promise<{ id: string } | undefined>;

/**
 * The host screen's visitor: the room's host cookie, else the signed-in account (the room knows
 * which account started it, so the host can open the screen from another browser).
 */
export async function hostIdentity(
  request: Request,
  code: string,
  user: SignedInUser,
): Promise<RoomIdentity> {
  const token = readRoomToken(request, "host", code);
  if (token || !hasSessionCookie(request)) return { role: "host", token };
  return { role: "host", account: (await user())?.id };
}

/** A player's visitor: the room's player cookie, or nobody yet. */
export function playerIdentity(request: Request, code: string): RoomIdentity {
  const token = readRoomToken(request, "player", code);
  return token ? { role: "player", token } : { role: "visitor" };
}

/** The host's remote: the room's remote cookie, or nobody. */
export function remoteIdentity(request: Request, code: string): RoomIdentity {
  const token = readRoomToken(request, "remote", code);
  return token ? { role: "remote", token } : { role: "visitor" };
}
