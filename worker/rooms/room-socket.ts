import { roomCodeSchema } from "#domain/room-protocol.ts";
import { readConfig } from "#worker/config.ts";
import { readLimitedBody } from "#worker/http/read-body.ts";
import { openRequestScope } from "#worker/http/request-scope.ts";
import { logSecurityEvent } from "#worker/http/security-events.ts";
import { isSiteOrigin } from "#worker/http/site-origin.ts";
import { checkLimit } from "#worker/limits/check.ts";
import { retryHeaders } from "#worker/limits/form-guard.ts";
import { roomLookupsLimit } from "#worker/limits/limits.ts";
import type { RoomRole } from "./room-cookies";
import { isListedRoom } from "./room-directory";
import { hostIdentity, playerIdentity, remoteIdentity } from "./room-identity";
import { socketRequestFor } from "./room-tokens";

const plain = (text: string, status: number, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/** A handshake from one of the site's own pages; one without an Origin is not. */
function sameOrigin(env: Cloudflare.Env, request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return isSiteOrigin(origin, readConfig(env), request);
  } catch {
    return false;
  }
}

/**
 * A room's socket handshake. The browser sends the room's HttpOnly cookie with it, so a page on
 * another website could open a socket as this visitor: any Origin but ours gets a 403 (programs
 * that send none are refused too; the load script sends ours).
 */
export async function openRoomSocket(
  request: Request,
  env: Cloudflare.Env,
  target: { role: RoomRole; code: string },
): Promise<Response> {
  if (request.method !== "GET") {
    // An unread body would break the next request on this connection (worker/http/read-body.ts).
    await readLimitedBody(request, 0);
    return plain("This address is a room's live connection: open it with a WebSocket.", 405);
  }
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return plain("This address is a room's live connection: open it with a WebSocket.", 426);
  }
  if (!sameOrigin(env, request)) {
    logSecurityEvent("cross-site-refused", request, { origin: request.headers.get("Origin") ?? undefined });
    return plain("Sockets from other websites are not allowed.", 403);
  }
  const code = roomCodeSchema.safeParse(target.code);
  if (!code.success) return plain("There is no room with that code.", 404);
  // A handshake looks the room up by its code like the room's pages, so it counts the same.
  const limit = await checkLimit(env, request, roomLookupsLimit);
  if (!limit.ok) return plain(limit.message, 429, retryHeaders(limit));
  if (!(await isListedRoom(code.data))) return plain("There is no room with that code.", 404);
  const identity =
    target.role === "host"
      ? await hostIdentity(request, code.data, () => openRequestScope(env, request).user())
      : target.role === "remote"
        ? remoteIdentity(request, code.data)
        : playerIdentity(request, code.data);
  if (identity.role === "visitor") return plain("Join the room first.", 403);
  const room = env.ROOMS.get(env.ROOMS.idFromName(code.data));
  return room.fetch(socketRequestFor(identity));
}
