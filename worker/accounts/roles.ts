import type { Config } from "#worker/config.ts";
import type { UserRole } from "#worker/db/schema.ts";
import type { SessionUser } from "./calls";

/** A moderator or admin acting on /moderate: who the audit log names. */
export type Moderator = { userId: string; email: string; role: Exclude<UserRole, "user"> };

/**
 * The account's role as the site applies it: ADMIN_EMAILS makes a confirmed address an admin (the
 * first admin needs no database access), otherwise the role granted with `npm run admin`.
 */
export function effectiveRole(
  config: Pick<Config, "adminEmails">,
  account: Pick<SessionUser, "role" | "email" | "emailVerified">,
): UserRole {
  // Unconfirmed, the address is only a claim: anyone could sign up with the admin's e-mail.
  if (account.emailVerified && config.adminEmails.has(account.email.toLowerCase())) return "admin";
  return account.role;
}

/** The signed-in user as a moderator, or undefined for everyone else. */
export function moderatorOf(
  config: Pick<Config, "adminEmails">,
  user: Pick<SessionUser, "id" | "email" | "emailVerified" | "role">,
): Moderator | undefined {
  const role = effectiveRole(config, user);
  return role === "user" ? undefined : { userId: user.id, email: user.email, role };
}
