import { env } from "cloudflare:workers";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "#worker/db/client.ts";
import { rooms } from "#worker/db/schema.ts";
import { appContext } from "#worker/services/context.ts";

// Which codes name a live room, kept in D1 so that a made-up code is answered without waking a
// Room object: each object asked is a billed request and leaves an empty database behind. Past this
// check the room's object is the truth, so a listed room that has ended still answers "gone".

/** Takes a code for a new room unless a live room holds it; the row of an expired one is reused. */
export async function claimRoomCode(db: Database, code: string, expiresAt: number): Promise<boolean> {
  const result = await db
    .insert(rooms)
    .values({ code, expiresAt: new Date(expiresAt) })
    .onConflictDoUpdate({
      target: rooms.code,
      set: { expiresAt: new Date(expiresAt) },
      setWhere: lte(rooms.expiresAt, new Date()),
    });
  return result.meta.changes > 0;
}

/**
 * Live codes this isolate has seen, with their expiry: a listed room's expiry never changes, and
 * after a deploy every phone in a room reconnects at once. A miss is never kept, since the code
 * may be claimed a moment later.
 */
const knownLive = new Map<string, number>();
const KNOWN_LIVE_MAX = 2000;

/**
 * Whether a live room holds this code. Read from D1's primary: players open a room seconds after
 * it starts, sooner than a read replica may have its row.
 */
export async function isListedRoom(code: string): Promise<boolean> {
  const now = Date.now();
  const known = knownLive.get(code);
  if (known !== undefined && known > now) return true;
  knownLive.delete(code);
  const [row] = await appContext(env)
    .db.select({ expiresAt: rooms.expiresAt })
    .from(rooms)
    .where(and(eq(rooms.code, code), gt(rooms.expiresAt, new Date(now))))
    .limit(1);
  if (!row) return false;
  if (knownLive.size >= KNOWN_LIVE_MAX) {
    const oldest = knownLive.keys().next().value;
    if (oldest !== undefined) knownLive.delete(oldest);
  }
  knownLive.set(code, row.expiresAt.getTime());
  return true;
}
