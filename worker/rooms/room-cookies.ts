import { ROOM_LIFETIME_MS, roomTokenSchema } from "#domain/room-protocol.ts";
import { readCookie } from "#worker/http/cookies.ts";

// Each room has its own host and player cookies, scoped to that room's paths (`/rooms/…` for the
// host screen, `/r/…` for players, and the same under `/zh/` for the Chinese pages: a cookie has one
// path, so each is set twice) and kept no longer than the room lives. HttpOnly: page scripts
// never see a token; the browser sends it with the socket's handshake, which is same-origin only.
//
// The remote's cookie holds the room's remote key itself rather than a token derived from it: a
// derived token would be exactly as strong and live as long (anyone with the key can get one), so
// it would add state to the room and protect nothing. The key leaves the address bar at once (the
// pairing redirects without it) and, HttpOnly, never reaches a page script.

export type RoomRole = "host" | "player" | "remote";

const PATHS: Record<RoomRole, string[]> = {
  host: ["/rooms", "/zh/rooms"],
  remote: ["/rooms", "/zh/rooms"],
  player: ["/r", "/zh/r"],
};
const LETTER: Record<RoomRole, string> = { host: "h", player: "p", remote: "r" };

const cookieName = (role: RoomRole, code: string) => `wyr_${LETTER[role]}_${code}`;

/** The room's token this browser holds for a role, if it is one (anything else counts as none). */
export function readRoomToken(request: Request, role: RoomRole, code: string): string | undefined {
  const parsed = roomTokenSchema.safeParse(readCookie(request, cookieName(role, code)));
  return parsed.success ? parsed.data : undefined;
}

/** The `Set-Cookie` headers that give this browser the role's token, for both languages' pages. */
export function roomCookies(
  request: Request,
  role: RoomRole,
  code: string,
  token: string,
): [string, string][] {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const maxAge = Math.floor(ROOM_LIFETIME_MS / 1000);
  return PATHS[role].map((path) => [
    "Set-Cookie",
    `${cookieName(role, code)}=${token}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  ]);
}
