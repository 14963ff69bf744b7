import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#worker/db/client.ts";
import { users } from "#worker/db/schema.ts";

/** The voter identity an account votes as, or null while it has none. */
export async function accountVoterHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ voterHash: users.voterHash }).from(users).where(eq(users.id, userId));
  return row?.voterHash ?? null;
}

/**
 * Gives the account `candidate` as its voter identity unless it already has one or another account
 * holds it (the unique index settles a race). Answers the identity the account ends up with, which
 * is null only when the candidate was taken and the caller should offer a fresh one.
 */
export async function claimVoterHash(
  db: Database,
  userId: string,
  candidate: string,
): Promise<string | null> {
  try {
    await db
      .update(users)
      .set({ voterHash: candidate })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.voterHash),
          sql`not exists (select 1 from ${users} where ${users.voterHash} = ${candidate})`,
        ),
      );
  } catch (error) {
    if (!String(error).includes("UNIQUE")) throw error;
  }
  return accountVoterHash(db, userId);
}
