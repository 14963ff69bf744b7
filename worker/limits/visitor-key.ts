import type { RequestScope } from "#worker/http/request-scope.ts";

/**
 * The per-visitor key of a limit: the account when signed in (the same person in every browser),
 * else the voter cookie's hash; none for a first-time visitor, who is counted by address only.
 */
export async function visitorKey(scope: Pick<RequestScope, "user" | "visitor">): Promise<string | undefined> {
  const user = await scope.user();
  return user ? `user:${user.id}` : scope.visitor.voterHash();
}
