import { eq } from "drizzle-orm";
import { RETENTION_DAYS } from "#domain/retention.ts";
import { type ArchivedRoom, mostDivided, type RoomResults } from "#domain/room-results.ts";
import type { Database } from "#worker/db/client.ts";
import { roomSummaries } from "#worker/db/schema.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import { liveSnapshot } from "#worker/services/votes.ts";
import { hashRoomToken } from "./room-tokens";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A room's results with each question's site-wide counts as they stand now (read from the
 * questions' objects, which room votes never touch) and its most divided question.
 */
export async function withSiteCounts(ctx: AppContext, results: RoomResults): Promise<ArchivedRoom> {
  const { summaryKey: _key, ...room } = results;
  const questions = await Promise.all(
    room.questions.map(async (q) => {
      const site = await liveSnapshot(ctx, q.id);
      return { ...q, siteA: site.votesA, siteB: site.votesB };
    }),
  );
  return { ...room, questions, mostDivided: mostDivided(questions) };
}

/** Keeps a finished room's summary for its host. Written once: a retried end keeps the first. */
export async function archiveRoomSummary(env: Cloudflare.Env, results: RoomResults): Promise<void> {
  const ctx = appContext(env);
  const summary = await withSiteCounts(ctx, results);
  const now = Date.now();
  await ctx.db
    .insert(roomSummaries)
    .values({
      keyHash: await hashRoomToken(results.summaryKey),
      summary,
      createdAt: new Date(now),
      expiresAt: new Date(now + RETENTION_DAYS.roomSummaries * DAY_MS),
    })
    .onConflictDoNothing();
}

/** A kept summary by its private key, with when it will be deleted; undefined when unknown or expired. */
export async function readRoomSummary(
  db: Database,
  key: string,
): Promise<{ summary: ArchivedRoom; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ summary: roomSummaries.summary, expiresAt: roomSummaries.expiresAt })
    .from(roomSummaries)
    .where(eq(roomSummaries.keyHash, await hashRoomToken(key)))
    .limit(1);
  return row && row.expiresAt > new Date() ? row : undefined;
}
