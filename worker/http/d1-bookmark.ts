import { isSecure, readCookie } from "./cookies";

// With D1 read replication, a visitor's reads may come from a replica that has not yet seen their
// own write. After a write, the session's bookmark goes back in a short-lived cookie, and the next
// request's session starts from it, so a visitor never reads older than what they wrote.

const COOKIE = "wyr_d1";
/** Replicas catch up within seconds; after that the bookmark is no longer needed. */
const MAX_AGE_SECONDS = 60;
const BOOKMARK = /^[0-9a-f-]{8,128}$/i;

/** The bookmark the visitor brought back, if it looks like one (anything else is ignored). */
export function bookmarkFrom(request: Request): string | undefined {
  const value = readCookie(request, COOKIE);
  return value && BOOKMARK.test(value) ? value : undefined;
}

/** The Set-Cookie for a request that may have written to D1, or undefined when nothing moved. */
export function bookmarkCookie(request: Request, before: string | undefined, after: string | null) {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  if (!after || after === before || !BOOKMARK.test(after)) return undefined;
  const secure = isSecure(request) ? "; Secure" : "";
  return `${COOKIE}=${after}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
