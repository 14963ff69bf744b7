import type { Database } from "./client";
import { contactMessages } from "./schema";

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, "id">;

/** Stores one message and returns its id. */
export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored.");
  return row.id;
}
