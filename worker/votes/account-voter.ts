import type { Database } from "#worker/db/client.ts";
import { accountVoterHash, claimVoterHash } from "#worker/votes/account-voter-rows.ts";
import { browserVoterHash } from "#worker/votes/voter.ts";
import type { VoterKeys } from "#worker/votes/voter-cookie.ts";

/** A signed-in visitor as the vote code sees them (docs/decisions/0005-votes-and-accounts.md). */
export type SignedInAccount = {
  userId: string;
  /** The identity the account votes as, or null while it has none. */
  voterHash(): Promise<string | null>;
  /** Takes `candidate` unless the account has an identity or another account holds it; answers the result. */
  claim(candidate: string): Promise<string | null>;
};

export function signedInAccount(db: Database, userId: string): SignedInAccount {
  let own: Promise<string | null> | undefined;
  return {
    userId,
    voterHash: () => {
      own ??= accountVoterHash(db, userId);
      return own;
    },
    claim: (candidate) => claimVoterHash(db, userId, candidate),
  };
}

/**
 * On every sign-in: an account that has never voted adopts the votes this browser made before
 * signing in. An account that has an identity keeps it, and the browser's own votes stay counted.
 */
export async function adoptBrowserVoter(
  db: Database,
  userId: string,
  request: Request,
  voterKeys: VoterKeys,
) {
  try {
    const browser = await browserVoterHash(request, voterKeys);
    if (browser) await claimVoterHash(db, userId, browser);
  } catch (error) {
    // Signing in matters more: the account then gets an identity of its own at its first vote.
    console.error("adopting the browser's votes failed", error);
  }
}
