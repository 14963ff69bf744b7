import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import { contactMessages } from "./schema";

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, "id">;

/** Stores one message and returns its id. */
export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored.");
  return row.id;
}

/** The inbox: messages waiting for a moderator first, then handled ones; newest first in each. */
export function inboxMessages(db: Database, limit: number) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(sql`${contactMessages.handledAt} is null desc`, desc(contactMessages.createdAt))
    .limit(limit);
}

export function unhandledCount(db: Database) {
  return db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
}

/** Marks a message handled (or waiting again); the update is a no-op when it already was. */
export function setMessageHandled(db: Database, id: number, handledAt: Date | null) {
  return db
    .update(contactMessages)
    .set({ handledAt })
    .where(
      and(
        eq(contactMessages.id, id),
        handledAt ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
      ),
    )
    .returning({ id: contactMessages.id });
}
