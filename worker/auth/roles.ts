import type { Config } from "../config";
import type { Database } from "../db/client";
import type { UserRole } from "../db/schema";
import { accountRole } from "../db/staff";

/** A moderator or admin acting on /moderate: who the audit log names. */
export type Moderator = { userId: string; email: string; role: Exclude<UserRole, "user"> };

/**
 * The account's role as the site applies it: ADMIN_EMAILS makes a confirmed address an admin (the
 * first admin needs no database access), otherwise the role granted with `npm run admin`.
 */
export function effectiveRole(
  config: Pick<Config, "adminEmails">,
  account: { role: UserRole; email: string; emailVerified: boolean },
): UserRole {
  // Unconfirmed, the address is only a claim: anyone could sign up with the admin's e-mail.
  if (account.emailVerified && config.adminEmails.has(account.email.toLowerCase())) return "admin";
  return account.role;
}

/** The signed-in user as a moderator, or undefined for everyone else (one indexed read). */
export async function moderatorFor(
  db: Database,
  config: Pick<Config, "adminEmails">,
  userId: string,
): Promise<Moderator | undefined> {
  const account = await accountRole(db, userId);
  if (!account) return undefined;
  const role = effectiveRole(config, account);
  return role === "user" ? undefined : { userId, email: account.email, role };
}
