// A returning visitor (voter cookie, no session) on a page they have left no mark on sees exactly
// what a visitor without a cookie sees, so while the edge cache holds a shared copy of the page,
// they get that copy (stale ones too, refreshed as for everyone) instead of a render of their own.
// When their only marks are votes on the page's question cards, they get the copy with those votes
// written onto the cards (worker/http/card-votes.ts). The page says what about it is personal
// (app/lib/personal-questions.ts); this reads the visitor's marks: one D1 batch, and one object
// call per question whose live vote the page shows. Anything else renders as before.
import {
  PERSONAL_CARDS_HEADER,
  PERSONAL_LIVE_HEADER,
  PERSONAL_QUESTIONS_HEADER,
} from "../../app/lib/personal-questions";
import { questionIdSchema } from "../../app/lib/schemas";
import { hasSessionCookie } from "../auth/session-cookie";
import { type HashedQuestions, readPersonalMarks } from "../db/personal-marks";
import { type AppContext, requestAppContext } from "../services/context";
import { hashesFor } from "../services/question-voters";
import { liveSnapshot } from "../services/votes";
import type { VoteOption } from "../votes/question-votes";
import { voterHash } from "../votes/voter";
import { hasVoterCookie, verifiedVoterCookie } from "../votes/voter-cookie";
import { withCardVotes } from "./card-votes";
import { isDocument } from "./content-security-policy";
import { bookmarkFrom } from "./d1-bookmark";
import { privateCopyOf, sharedCopy } from "./edge-cache";

type Personal = { cards: string[]; shown: string[]; live: string[] };

/** The page's lists of personal questions, or undefined when it made no such promise. */
function personalOf(shared: Response): Personal | undefined {
  const lists = [PERSONAL_CARDS_HEADER, PERSONAL_QUESTIONS_HEADER, PERSONAL_LIVE_HEADER].map((name) =>
    shared.headers.get(name),
  );
  const [cards, shown, live] = lists.map((list) => list?.split(",").filter(Boolean));
  if (!cards || !shown || !live) return undefined;
  const valid = [...cards, ...shown, ...live].every((id) => questionIdSchema.safeParse(id).success);
  return valid ? { cards, shown, live } : undefined;
}

/** The votes to write onto the shared copy's cards, or undefined when the visitor needs a render of their own. */
async function cardVotesOnly(
  app: AppContext,
  voter: string,
  personal: Personal,
): Promise<Record<string, VoteOption> | undefined> {
  const hashed = async (ids: string[]): Promise<HashedQuestions> => ({
    ids,
    hashes: await hashesFor(app, ids, voter),
  });
  const [cards, shown] = await Promise.all([hashed(personal.cards), hashed(personal.shown)]);
  const [marks, live] = await Promise.all([
    readPersonalMarks(app.db, cards, shown),
    Promise.all(personal.live.map((id) => liveSnapshot(app, id, voter))),
  ]);
  if (marks.shownMarked || live.some((snapshot) => snapshot.yourVote !== null)) return undefined;
  return marks.cardVotes;
}

/** The request as a visitor without cookies sends it: what the shared copy is rendered from. */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  return new Request(request.url, { method: "GET", headers });
}

/**
 * The shared copy of the page, when it is this returning visitor's page too; otherwise undefined.
 * `renderShared` renders the page for visitors without a cookie, to refresh a stale copy.
 */
export async function sharedPageForVoter(
  request: Request,
  env: Cloudflare.Env,
  ctx: ExecutionContext,
  build: string,
  renderShared: () => Promise<Response>,
): Promise<Response | undefined> {
  const eligible =
    request.method === "GET" &&
    !request.headers.has("Upgrade") &&
    hasVoterCookie(request) &&
    !hasSessionCookie(request);
  if (!eligible) return undefined;
  const shared = await sharedCopy(request, build, ctx, renderShared);
  if (!shared) return undefined;
  try {
    const cardVotes = await cardVotesFor(request, env, shared);
    if (cardVotes && Object.keys(cardVotes).length === 0) return privateCopyOf(shared);
    // Votes are written onto a document's cards; a client navigation's data answer needs its own.
    if (cardVotes && isDocument(shared.headers)) return await withCardVotes(privateCopyOf(shared), cardVotes);
  } catch (error) {
    // A broken setting or a failing read is for the page's own render to answer, in its own way.
    console.error("checking a shared page for a voter failed", error);
  }
  await shared.body?.cancel();
  return undefined;
}

async function cardVotesFor(request: Request, env: Cloudflare.Env, shared: Response) {
  const personal = personalOf(shared);
  if (!personal) return undefined;
  const { app } = requestAppContext(env, bookmarkFrom(request));
  const keys = app.config.voterKeys;
  const cookie = await verifiedVoterCookie(request, keys);
  // A cookie signed with the previous key goes back re-signed, which only a render of its own does.
  if (!cookie || cookie.resign) return undefined;
  return cardVotesOnly(app, await voterHash(cookie.id, keys.hash), personal);
}
