// The voter is a random 128-bit id in a signed HttpOnly cookie (worker/votes/voter-cookie.ts). Its
// HMAC (the "root" hash) is the visitor's identity in this worker; what is stored beside a vote, a
// like or a report is a second HMAC of the root and that question, so neither the vote log nor an
// object can be joined back to a cookie, or one question's answers to another's, without the
// server's hash key (docs/decisions/0012-per-question-voter-hashes.md).

import type { VoteOutcome } from "#domain/vote.ts";
import { randomHex, toHex } from "#worker/hex.ts";
import type { SignedInAccount } from "#worker/votes/account-voter.ts";
import {
  clearVoteListCookieHeader,
  emptyVoteList,
  readVoteList,
  type VoteList,
  voteListCookieHeader,
} from "./vote-list-cookie";
import {
  hasVoterCookie,
  hmacKey,
  type VoterKeys,
  verifiedVoterCookie,
  voterCookieHeader,
} from "./voter-cookie";

const encoder = new TextEncoder();
export function newVoterId(): string {
  return randomHex(16);
}

/** The visitor's root hash, keyed by the stable hash key; never stored beside a vote (see above). */
export async function voterHash(id: string, hashKey: string): Promise<string> {
  const digest = await crypto.subtle.sign("HMAC", await hmacKey(hashKey), encoder.encode(`voter:${id}`));
  return toHex(digest);
}

/**
 * What one question's object and D1 rows store for this voter. It is hex like the root, so its
 * first 32 bits still spread voters evenly over a hot question's shards.
 */
export async function questionVoterHash(root: string, questionId: string, hashKey: string): Promise<string> {
  const message = encoder.encode(`question:${questionId}:${root}`);
  const digest = await crypto.subtle.sign("HMAC", await hmacKey(hashKey), message);
  return toHex(digest);
}

type BrowserVoter = { id: string; hash: string; resignedCookie: string | undefined };

/** The voter in a valid signed cookie, with the cookie signed anew when it was signed with the previous key. */
async function browserVoter(request: Request, keys: VoterKeys): Promise<BrowserVoter | undefined> {
  if (!hasVoterCookie(request)) return undefined;
  const cookie = await verifiedVoterCookie(request, keys);
  if (!cookie) return undefined;
  const resignedCookie = cookie.resign ? await voterCookieHeader(request, cookie.id, keys) : undefined;
  return { id: cookie.id, hash: await voterHash(cookie.id, keys.hash), resignedCookie };
}

/** The voter hash in a valid signed cookie, or undefined. */
export async function browserVoterHash(request: Request, keys: VoterKeys): Promise<string | undefined> {
  return (await browserVoter(request, keys))?.hash;
}

/**
 * The visitor behind one request, resolved at most once. Reading never issues a cookie, so a page
 * view stays shareable; the first vote or like issues one, sent back once as `setCookie`. A signed-in
 * visitor votes as the account instead (docs/decisions/0005-votes-and-accounts.md) and gets no cookie.
 */
export class Visitor {
  private existing: Promise<string | undefined> | undefined;
  private issued: Promise<string> | undefined;
  /** The cookie identity this request votes as; undefined for an account or no identity yet. */
  private browserId: string | undefined;
  /** The browser's list of its votes: not read yet, or null when it has none the worker trusts. */
  private voteList: VoteList | null | undefined;
  setCookie: string | undefined;
  /** The vote list's new value (worker/votes/vote-list-cookie.ts), when this request changed it. */
  voteListCookie: string | undefined;

  constructor(
    private readonly request: Request,
    private readonly keys: VoterKeys,
    private readonly account: () => Promise<SignedInAccount | undefined> = async () => undefined,
    /** Runs before a new cookie identity is minted, and throws to refuse it (the new-voter limit). */
    private readonly beforeNewVoter: () => Promise<void> = async () => {},
  ) {}

  /** The hash this visitor's votes are stored under, when they have one. */
  voterHash(): Promise<string | undefined> {
    // After a vote in this request (an action, then its page's loaders), the identity it used.
    if (this.issued) return this.issued;
    this.existing ??= this.account().then(async (account) =>
      account ? ((await account.voterHash()) ?? undefined) : this.browserVoterHash(),
    );
    return this.existing;
  }

  /** The voter's hash, giving the visitor one when they have none (a new cookie, or the account's). */
  ensureVoterHash(): Promise<string> {
    this.issued ??= this.account().then(async (account) => {
      if (account) return this.accountVoterHash(account);
      const hash = await this.browserVoterHash();
      if (hash) return hash;
      await this.beforeNewVoter();
      const id = newVoterId();
      this.setCookie = await voterCookieHeader(this.request, id, this.keys);
      // A new identity has cast nothing yet, so its list starts complete.
      this.browserId = id;
      this.voteList = emptyVoteList();
      this.voteListCookie = await voteListCookieHeader(this.request, this.keys, id, this.voteList);
      return voterHash(id, this.keys.hash);
    });
    const issued = this.issued;
    // A refused identity (the new-voter limit) leaves the visitor as they came, for the page's reads.
    issued.catch(() => {
      if (this.issued === issued) this.issued = undefined;
    });
    return issued;
  }

  /** The account's identity; an account without one adopts this browser's, else a new one. */
  private async accountVoterHash(account: SignedInAccount): Promise<string> {
    const own = await account.voterHash();
    if (own) return own;
    const browserHash = await this.browserVoterHash();
    this.browserId = undefined;
    const candidates = [async () => browserHash, () => voterHash(newVoterId(), this.keys.hash)];
    for (const candidate of candidates) {
      const hash = await candidate();
      const claimed = hash && (await account.claim(hash));
      if (!claimed) continue;
      // The account now votes as this browser's identity from anywhere, which its list cannot see.
      if (claimed === browserHash) this.voteListCookie = clearVoteListCookieHeader(this.request);
      return claimed;
    }
    throw new Error("The account could not be given a voter identity.");
  }

  /**
   * Adds a vote this browser's identity cast, or was told it had cast, to the browser's list of its
   * votes. Nothing for an account's vote, or for a browser without a list the worker trusts.
   */
  async rememberVote(questionId: string, outcome: VoteOutcome): Promise<void> {
    if (outcome.status === "not-found" || !this.browserId) return;
    if (this.voteList === undefined)
      this.voteList = (await readVoteList(this.request, this.keys, this.browserId)) ?? null;
    if (!this.voteList) return;
    this.voteList.votes.set(questionId, outcome.option);
    // A repeat counts as new too: it may be another tab's vote, answered a moment ago.
    this.voteList.lastAt = Date.now();
    this.voteListCookie = await voteListCookieHeader(this.request, this.keys, this.browserId, this.voteList);
  }

  /** This browser's cookie identity; one signed with the previous key goes back signed with the current one. */
  private async browserVoterHash(): Promise<string | undefined> {
    const voter = await browserVoter(this.request, this.keys);
    if (voter?.resignedCookie) this.setCookie ??= voter.resignedCookie;
    this.browserId = voter?.id;
    return voter?.hash;
  }
}
