// The votes this browser's voter cookie has cast, kept by the browser in a second signed cookie, so
// a returning voter's copy of a shared page can show their votes without reading D1
// (worker/http/personal-from-shared.ts, docs/decisions/0037-the-browser-carries-its-votes.md).
// The worker trusts a list only because it is complete: it starts empty when the voter cookie is
// issued and every vote answer adds to it. A voter cookie from before the list, a list grown past
// what a cookie holds and a browser that has signed in have none, and their pages read D1.

import type { VoteOption } from "#domain/vote.ts";
import { readCookie } from "#worker/http/cookies.ts";
import { hostCookieName, signature, signedBy, type VoterKeys, voterCookieAttributes } from "./voter-cookie";

const BASE_NAME = "wyr_votes";
/** Browsers keep a cookie of at most 4096 bytes, name and attributes included. */
const MAX_VALUE_LENGTH = 3600;
/** As questionIdSchema allows. */
const MAX_QUESTION_ID_LENGTH = 64;

export type VoteList = {
  votes: Map<string, VoteOption>;
  /** When the newest vote was added (epoch milliseconds): the only time the list keeps. */
  lastAt: number;
};

export function emptyVoteList(): VoteList {
  return { votes: new Map(), lastAt: 0 };
}

/** `<lastAt base36>` then `!<question id>:<option>` per vote: only characters a cookie value allows. */
function payloadOf(list: VoteList): string {
  let payload = list.lastAt.toString(36);
  for (const [id, option] of list.votes) payload += `!${id}:${option}`;
  return payload;
}

function parsePayload(payload: string): VoteList | undefined {
  const [time = "", ...entries] = payload.split("!");
  const lastAt = Number.parseInt(time, 36);
  if (!/^[0-9a-z]{1,12}$/.test(time) || !Number.isSafeInteger(lastAt)) return undefined;
  const votes = new Map<string, VoteOption>();
  for (const entry of entries) {
    const [id = "", option, extra] = entry.split(":");
    if (extra !== undefined || (option !== "A" && option !== "B")) return undefined;
    // The cookie's pattern already allows only an id's characters, and the signature says the
    // worker wrote it: a schema parse per vote on every returning voter's page adds nothing.
    if (id.length === 0 || id.length > MAX_QUESTION_ID_LENGTH) return undefined;
    votes.set(id, option);
  }
  return { votes, lastAt };
}

/** The list is bound to its voter id: moved beside another voter cookie, it no longer verifies. */
const signedMessage = (voterId: string, payload: string) => `votes:${voterId}:${payload}`;

/** This voter's list, when the browser sent one signed for them; undefined otherwise. */
export async function readVoteList(
  request: Request,
  keys: VoterKeys,
  voterId: string,
): Promise<VoteList | undefined> {
  const value = readCookie(request, hostCookieName(request, BASE_NAME));
  const match = value?.match(/^([0-9A-Za-z!:_-]+)\.([A-Za-z0-9_-]{43})$/);
  if (!match?.[1] || !match[2]) return undefined;
  const [payload, signed] = [match[1], match[2]];
  const message = signedMessage(voterId, payload);
  const valid =
    (await signedBy(keys.cookie, message, signed)) ||
    (keys.previousCookie !== undefined && (await signedBy(keys.previousCookie, message, signed)));
  return valid ? parsePayload(payload) : undefined;
}

/** Removes the list: the worker reads D1 for this browser's votes from then on. */
export function clearVoteListCookieHeader(request: Request): string {
  return `${hostCookieName(request, BASE_NAME)}=; ${voterCookieAttributes(request, 0)}`;
}

/** The cookie holding `list`, signed for this voter; or, once it would outgrow a cookie, its removal. */
export async function voteListCookieHeader(
  request: Request,
  keys: VoterKeys,
  voterId: string,
  list: VoteList,
): Promise<string> {
  const payload = payloadOf(list);
  if (payload.length > MAX_VALUE_LENGTH) return clearVoteListCookieHeader(request);
  const signed = await signature(keys.cookie, signedMessage(voterId, payload));
  return `${hostCookieName(request, BASE_NAME)}=${payload}.${signed}; ${voterCookieAttributes(request)}`;
}
