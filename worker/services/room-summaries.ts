import { roomTokenSchema } from "#domain/room-protocol.ts";
import { readRoomSummary } from "#worker/rooms/room-archive.ts";
import type { AppContext } from "./context";

/** A finished room's summary by the key in its private link; undefined for a malformed, unknown or expired one. */
export async function roomSummaryByKey(ctx: AppContext, key: string) {
  const parsed = roomTokenSchema.safeParse(key);
  return parsed.success ? readRoomSummary(ctx.db, parsed.data) : undefined;
}
