import { ROOM_LIFETIME_MS, roomTokenSchema } from "#domain/room-protocol.ts";
import { readCookie } from "#worker/http/cookies.ts";

// Each room has its own host and player cookies, scoped to that room's paths (`/rooms/…` for the
// host screen, `/r/…` for players) and kept no longer than the room lives. HttpOnly: page scripts
// never see a token; the browser sends it with the socket's handshake, which is same-origin only.

export type RoomRole = "host" | "player";

const PATHS: Record<RoomRole, string> = { host: "/rooms", player: "/r" };

const cookieName = (role: RoomRole, code: string) => `wyr_${role === "host" ? "h" : "p"}_${code}`;

/** The room's token this browser holds for a role, if it is one (anything else counts as none). */
export function readRoomToken(request: Request, role: RoomRole, code: string): string | undefined {
  const parsed = roomTokenSchema.safeParse(readCookie(request, cookieName(role, code)));
  return parsed.success ? parsed.data : undefined;
}

export function roomCookie(request: Request, role: RoomRole, code: string, token: string): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const maxAge = Math.floor(ROOM_LIFETIME_MS / 1000);
  return `${cookieName(role, code)}=${token}; Path=${PATHS[role]}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
