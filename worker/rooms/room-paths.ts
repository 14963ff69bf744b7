import { unlocalizedPath } from "#domain/locale.ts";

/**
 * Room pages, their data requests and sockets, in either language (`/zh/r/…` too): all per visitor,
 * so never shared from the edge cache.
 */
export function isRoomPath(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return path === "/r" || path.startsWith("/r/") || path.startsWith("/r.") || path.startsWith("/rooms/");
}

const SOCKET_PATH = /^\/(r|rooms)\/([^/]{1,40})\/(remote\/)?socket$/;

/**
 * `/r/{code}/socket` is a player's live connection, `/rooms/{code}/socket` the host screen's and
 * `/rooms/{code}/remote/socket` the host's remote's.
 */
export function roomSocketPath(
  pathname: string,
): { role: "host" | "player" | "remote"; code: string } | undefined {
  const match = SOCKET_PATH.exec(pathname);
  if (!match || (match[1] === "r" && match[3])) return undefined;
  const role = match[1] === "r" ? "player" : match[3] ? "remote" : "host";
  return { role, code: match[2] ?? "" };
}
