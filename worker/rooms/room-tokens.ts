import { z } from "zod";
import { roomTokenSchema } from "#domain/room-protocol.ts";
import { randomHex, toHex } from "#worker/hex.ts";

/** A fresh 128-bit token as hex: the host's or a player's proof of who they are in one room. */
export function newRoomToken(): string {
  return randomHex(16);
}

/** Tokens are random, so a plain SHA-256 is enough to keep the stored copy useless to a reader. */
export async function hashRoomToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toHex(digest);
}

/** Who a request to the room's object says it is, as the worker read it from cookies or the session. */
export const roomIdentitySchema = z.discriminatedUnion("role", [
  z.object({
    role: z.literal("host"),
    token: roomTokenSchema.optional(),
    account: z.string().max(100).optional(),
  }),
  z.object({ role: z.literal("player"), token: roomTokenSchema }),
  /** The host's remote: its token is the room's remote key itself (see room-cookies.ts). */
  z.object({ role: z.literal("remote"), token: roomTokenSchema }),
  z.object({ role: z.literal("visitor") }),
]);
export type RoomIdentity = z.infer<typeof roomIdentitySchema>;

const IDENTITY_HEADER = "X-Room-Identity";

/** The socket request the worker hands to the room's object: only the worker can reach it, with this header. */
export function socketRequestFor(identity: RoomIdentity): Request {
  return new Request("https://room.internal/socket", {
    headers: { Upgrade: "websocket", [IDENTITY_HEADER]: JSON.stringify(identity) },
  });
}

export function identityFromSocketRequest(request: Request): RoomIdentity | undefined {
  try {
    const parsed = roomIdentitySchema.safeParse(JSON.parse(request.headers.get(IDENTITY_HEADER) ?? ""));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
