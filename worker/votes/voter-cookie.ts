// The voter cookie: a random id and its HMAC signature. The signing key can rotate: a cookie signed
// with the previous key still counts and is signed again with the current one. The key of the
// stored voter hashes is another, stable one (worker/votes/voter.ts), so a rotation forgets no vote.

import { Buffer } from "node:buffer";
import { isEmbedPath } from "#domain/embed-paths.ts";
import { isSecure, pathOf, readCookie } from "#worker/http/cookies.ts";

/** `hash` keys the stored voter hashes and never changes; `cookie` signs cookies and may rotate. */
export type VoterKeys = { hash: string; cookie: string; previousCookie: string | undefined };

export const VOTER_COOKIE_BASE = "wyr_voter";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers accept
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

export function hmacKey(secret: string): Promise<CryptoKey> {
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

// node:buffer's native base64url (no padding), instead of btoa and three replaces on every new voter.
function base64url(bytes: ArrayBuffer): string {
  return Buffer.from(bytes).toString("base64url");
}

/** Only for text already checked to be base64url (see verifiedVoterCookie), as Buffer skips bad characters. */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(text, "base64url"));
}

function voterCookieName(request: Request): string {
  return hostCookieName(request, VOTER_COOKIE_BASE);
}

/**
 * The id in a valid signed cookie, or undefined when it is missing, malformed or forged. `resign`
 * says it was signed with the previous key and should go back to the browser signed anew.
 */
export async function verifiedVoterCookie(
  request: Request,
  keys: VoterKeys,
): Promise<{ id: string; resign: boolean } | undefined> {
  const value = readCookie(request, voterCookieName(request));
  const match = value?.match(/^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/);
  if (!match?.[1] || !match[2]) return undefined;
  if (await signedBy(keys.cookie, match[1], match[2])) return { id: match[1], resign: false };
  if (keys.previousCookie && (await signedBy(keys.previousCookie, match[1], match[2])))
    return { id: match[1], resign: true };
  return undefined;
}

/**
 * A vote from an embed inside another website's frame (docs/embeds.md): a SameSite=Lax cookie is
 * never sent there, so its cookie is SameSite=None, which browsers take only when Secure, and
 * Partitioned, so it is kept for that one website and read by no other (nor by our own pages).
 * The browser says a frame asked (`Sec-Fetch-Dest: iframe`); one that says nothing is taken at the
 * path's word, and an embed opened as a page of its own gets the site's usual cookie.
 */
function crossSiteFrame(request: Request): boolean {
  if (request.headers.get("Sec-Fetch-Dest") === "document") return false;
  return isEmbedPath(pathOf(request));
}

/** The attributes of the voter cookie, and of every cookie that must go wherever it goes. */
export function voterCookieAttributes(request: Request, maxAge = MAX_AGE_SECONDS): string {
  const sameSite = crossSiteFrame(request)
    ? "SameSite=None; Secure; Partitioned"
    : `SameSite=Lax${isSecure(request) ? "; Secure" : ""}`;
  return `Path=/; Max-Age=${maxAge}; HttpOnly; ${sameSite}`;
}

/** `__Host-` needs Secure, which browsers refuse over plain http on localhost. */
export function hostCookieName(request: Request, base: string): string {
  return isSecure(request) ? `__Host-${base}` : base;
}

/** A base64url HMAC-SHA256 signature of `message` with `secret`. */
export async function signature(secret: string, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/** Whether `signed` is a well-formed signature of `message` with `secret`. */
export async function signedBy(secret: string, message: string, signed: string): Promise<boolean> {
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(signed), encoder.encode(message));
}

export async function voterCookieHeader(request: Request, id: string, keys: VoterKeys): Promise<string> {
  return `${voterCookieName(request)}=${id}.${await signature(keys.cookie, id)}; ${voterCookieAttributes(request)}`;
}

/**
 * Removes the browser's voter cookie: on signing out, the cookie an account adopted would otherwise
 * show the next person at this browser the account's votes.
 */
export function clearVoterCookieHeader(request: Request): string {
  const secure = isSecure(request) ? "; Secure" : "";
  return `${voterCookieName(request)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether the request carries a voter cookie at all, valid or not: such a request is never shared. */
export function hasVoterCookie(request: Request): boolean {
  return (
    readCookie(request, VOTER_COOKIE_BASE) !== undefined ||
    readCookie(request, `__Host-${VOTER_COOKIE_BASE}`) !== undefined
  );
}
