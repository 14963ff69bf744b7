// The voter is a random 128-bit id in a signed HttpOnly cookie. Only an HMAC of the id is ever
// stored, so the vote log cannot be joined back to a cookie without the server secret.

import type { SignedInAccount } from "../auth/account-voter";
import { isSecure, readCookie } from "../http/cookies";

const COOKIE_BASE = "wyr_voter";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers accept
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `__Host-` needs Secure, which browsers refuse over plain http on localhost. */
function voterCookieName(request: Request): string {
  return isSecure(request) ? `__Host-${COOKIE_BASE}` : COOKIE_BASE;
}

/** The id in a valid signed cookie, or undefined when it is missing, malformed or forged. */
export async function verifiedVoterId(request: Request, secret: string): Promise<string | undefined> {
  const value = readCookie(request, voterCookieName(request));
  const match = value?.match(/^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/);
  if (!match?.[1] || !match[2]) return undefined;
  const ok = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    fromBase64url(match[2]),
    encoder.encode(match[1]),
  );
  return ok ? match[1] : undefined;
}

export function newVoterId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

async function voterCookieHeader(request: Request, id: string, secret: string): Promise<string> {
  const signature = base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(id)));
  const secure = isSecure(request) ? "; Secure" : "";
  return `${voterCookieName(request)}=${id}.${signature}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** What D1 and the Durable Objects store for a voter. */
export async function voterHash(id: string, secret: string): Promise<string> {
  const digest = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`voter:${id}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether the request carries a voter cookie at all, valid or not: such a request is never shared. */
export function hasVoterCookie(request: Request): boolean {
  return (
    readCookie(request, COOKIE_BASE) !== undefined ||
    readCookie(request, `__Host-${COOKIE_BASE}`) !== undefined
  );
}

/** The voter hash in a valid signed cookie, or undefined. */
export async function browserVoterHash(request: Request, secret: string): Promise<string | undefined> {
  if (!hasVoterCookie(request)) return undefined;
  const id = await verifiedVoterId(request, secret);
  return id ? voterHash(id, secret) : undefined;
}

/**
 * The visitor behind one request, resolved at most once. Reading never issues a cookie, so a page
 * view stays shareable; the first vote or like issues one, sent back once as `setCookie`. A signed-in
 * visitor votes as the account instead (docs/decisions/0005-votes-and-accounts.md) and gets no cookie.
 */
export class Visitor {
  private existing: Promise<string | undefined> | undefined;
  private issued: Promise<string> | undefined;
  setCookie: string | undefined;

  constructor(
    private readonly request: Request,
    private readonly secret: string,
    private readonly account: () => Promise<SignedInAccount | undefined> = async () => undefined,
    /** Runs before a new cookie identity is minted, and throws to refuse it (the new-voter limit). */
    private readonly beforeNewVoter: () => Promise<void> = async () => {},
  ) {}

  /** The hash this visitor's votes are stored under, when they have one. */
  voterHash(): Promise<string | undefined> {
    // After a vote in this request (an action, then its page's loaders), the identity it used.
    if (this.issued) return this.issued;
    this.existing ??= this.account().then(async (account) =>
      account ? ((await account.voterHash()) ?? undefined) : browserVoterHash(this.request, this.secret),
    );
    return this.existing;
  }

  /** The voter's hash, giving the visitor one when they have none (a new cookie, or the account's). */
  ensureVoterHash(): Promise<string> {
    this.issued ??= this.account().then(async (account) => {
      if (account) return this.accountVoterHash(account);
      const hash = await browserVoterHash(this.request, this.secret);
      if (hash) return hash;
      await this.beforeNewVoter();
      const id = newVoterId();
      this.setCookie = await voterCookieHeader(this.request, id, this.secret);
      return voterHash(id, this.secret);
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
    const candidates = [
      () => browserVoterHash(this.request, this.secret),
      () => voterHash(newVoterId(), this.secret),
    ];
    for (const candidate of candidates) {
      const hash = await candidate();
      const claimed = hash && (await account.claim(hash));
      if (claimed) return claimed;
    }
    throw new Error("The account could not be given a voter identity.");
  }
}
