import { and, eq, lt, or, sql } from "drizzle-orm";
import { RETENTION_DAYS } from "#domain/retention.ts";
import type { Database } from "./client";
import {
  contactMessages,
  devMail,
  questions,
  rateLimits,
  roomSummaries,
  rooms,
  sessions,
  verifications,
} from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, in one batch, everything past its retention period or expiry: old contact messages,
 * declined submissions, expired sessions and those past their absolute lifetime, one-time tokens, stale rate-limit counters, the
 * codes of expired rooms, rooms' summaries past their month and the development mailbox. Deleting a question takes its reports and search entry with it.
 */
export async function purgeExpired(db: Database, now: Date) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [contact, rejected, expiredSessions, expiredTokens, counters, mail, endedRooms, summaries] =
    await db.batch([
      db.delete(contactMessages).where(lt(contactMessages.createdAt, before(RETENTION_DAYS.contactMessages))),
      db
        .delete(questions)
        .where(
          and(
            eq(questions.status, "rejected"),
            lt(
              sql`coalesce(${questions.reviewedAt}, ${questions.createdAt})`,
              before(RETENTION_DAYS.rejectedSubmissions).getTime(),
            ),
          ),
        ),
      db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, now), lt(sessions.createdAt, before(RETENTION_DAYS.sessionLifetime))),
        ),
      db.delete(verifications).where(lt(verifications.expiresAt, now)),
      // better-auth's old counters (no longer written) count in milliseconds; a day covers any window.
      db.delete(rateLimits).where(lt(rateLimits.lastRequest, now.getTime() - DAY_MS)),
      db.delete(devMail).where(lt(devMail.createdAt, before(RETENTION_DAYS.devMail))),
      db.delete(rooms).where(lt(rooms.expiresAt, now)),
      db.delete(roomSummaries).where(lt(roomSummaries.expiresAt, now)),
    ]);
  return {
    contactMessages: contact.meta.changes,
    rejectedSubmissions: rejected.meta.changes,
    sessions: expiredSessions.meta.changes,
    verifications: expiredTokens.meta.changes,
    rateLimits: counters.meta.changes,
    devMail: mail.meta.changes,
    rooms: endedRooms.meta.changes,
    roomSummaries: summaries.meta.changes,
  };
}
