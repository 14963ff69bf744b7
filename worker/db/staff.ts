import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { users } from "./schema";

/** What deciding someone's moderation rights needs: the stored role and the confirmed address. */
export async function accountRole(db: Database, userId: string) {
  const [row] = await db
    .select({ role: users.role, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
