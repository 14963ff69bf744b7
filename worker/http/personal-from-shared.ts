// A returning visitor (voter cookie, no session) on a page they have left no mark on sees exactly
// what a visitor without a cookie sees, so while the edge cache holds a shared copy of the page,
// they get that copy (stale ones too, refreshed as for everyone) instead of a render of their own.
// When their only marks are votes on the page's question cards and vote panels, they get the copy
// with those votes written onto them (worker/http/written-votes.ts). The page says what about it
// is personal (domain/personal-questions.ts); this reads the visitor's marks: from the browser's
// signed list of its votes when it has one (worker/votes/vote-list-cookie.ts), otherwise one D1
// statement and one object call per vote panel. Anything else renders as before.
import {
  COUNTS_READ_HEADER,
  PERSONAL_CARDS_HEADER,
  PERSONAL_PANELS_HEADER,
  PERSONAL_QUESTIONS_HEADER,
} from "#domain/personal-questions.ts";
import { questionIdSchema } from "#domain/schemas.ts";
import type { VoteOption } from "#domain/vote.ts";
import { hasSessionCookie } from "#worker/accounts/session-cookie.ts";
import { type AppContext, requestAppContext } from "#worker/services/context.ts";
import { liveSnapshot } from "#worker/services/votes.ts";
import { type CastVote, type HashedQuestions, readPersonalMarks } from "#worker/votes/personal-marks.ts";
import { hashesFor } from "#worker/votes/question-voters.ts";
import { FLUSH_DELAY_MS } from "#worker/votes/question-votes.ts";
import { readVoteList, type VoteList } from "#worker/votes/vote-list-cookie.ts";
import { voterHash } from "#worker/votes/voter.ts";
import { hasVoterCookie, verifiedVoterCookie } from "#worker/votes/voter-cookie.ts";
import { isDocument } from "./content-security-policy";
import { bookmarkFrom } from "./d1-bookmark";
import { privateCopyOf, sharedCopy } from "./edge-cache";
import { type WrittenVotes, withWrittenVotes } from "./written-votes";

type Personal = { cards: string[]; shown: string[]; panels: string[]; countsRead: number };

const LISTS = [PERSONAL_CARDS_HEADER, PERSONAL_QUESTIONS_HEADER, PERSONAL_PANELS_HEADER];

/** The page's lists of personal questions, or undefined when it made no such promise. */
function personalOf(shared: Response): Personal | undefined {
  const [cards, shown, panels] = LISTS.map((name) => shared.headers.get(name)?.split(",").filter(Boolean));
  const countsRead = Number(shared.headers.get(COUNTS_READ_HEADER));
  if (!cards || !shown || !panels || !Number.isSafeInteger(countsRead)) return undefined;
  const valid = [cards, shown, panels].flat().every((id) => questionIdSchema.safeParse(id).success);
  return valid ? { cards, shown, panels, countsRead } : undefined;
}

/**
 * A vote cast at least this long before the page asked its objects for their counts is in them,
 * even if the object's clock and the worker's disagree a little.
 */
const CLOCK_MARGIN_MS = 1000;
/**
 * Cards show D1's counts, which hear of a vote from its object's write-behind, FLUSH_DELAY_MS
 * after it and a D1 write later: a vote cast this long before the page read them is in them,
 * unless D1 was refusing writes at the time.
 */
const D1_BEHIND_MS = CLOCK_MARGIN_MS + FLUSH_DELAY_MS + 2000;

/**
 * The card votes to write: all, when the copy's counts hold every one of them, or the voter would
 * see their vote beside counts without it. Undefined when the voter needs a render of their own.
 */
function cardVotesIn(copy: Personal, stored: Record<string, CastVote>) {
  const votes: Record<string, VoteOption> = {};
  for (const [id, cast] of Object.entries(stored)) {
    if (cast.createdAt > copy.countsRead - D1_BEHIND_MS) return undefined;
    votes[id] = cast.option;
  }
  return votes;
}

/**
 * A panel's vote can be written when the copy's counts hold it, or the voter would see their vote
 * uncounted; D1 says when it was cast. Undefined when the voter needs a render of their own.
 */
function panelVotesIn(copy: Personal, live: (VoteOption | null)[], stored: Record<string, CastVote>) {
  const votes: Record<string, VoteOption> = {};
  for (const [index, id] of copy.panels.entries()) {
    const vote = live[index] ?? null;
    if (vote === null) continue;
    const cast = stored[id];
    if (cast?.option !== vote || cast.createdAt > copy.countsRead - CLOCK_MARGIN_MS) return undefined;
    votes[id] = vote;
  }
  return votes;
}

/**
 * The votes to write, from the browser's own list of its votes: no hashes, no D1, no object call.
 * The list keeps only its newest vote's time, so that one stands for every vote on the page when
 * deciding whether the copy's counts hold them.
 */
function votesFromList(copy: Personal, list: VoteList): WrittenVotes | undefined {
  const listed = (ids: string[]) => {
    const votes: Record<string, VoteOption> = {};
    for (const id of ids) {
      const vote = list.votes.get(id);
      if (vote) votes[id] = vote;
    }
    return votes;
  };
  const [cards, panels] = [listed(copy.cards), listed(copy.panels)];
  const onCards = Object.keys(cards).length > 0;
  const onPanels = Object.keys(panels).length > 0;
  if (onCards && list.lastAt > copy.countsRead - D1_BEHIND_MS) return undefined;
  if (onPanels && list.lastAt > copy.countsRead - CLOCK_MARGIN_MS) return undefined;
  return { cards, panels };
}

/** The votes to write onto the shared copy, as D1 and the objects hold them, or undefined when the visitor needs a render of their own. */
async function votesToWrite(
  app: AppContext,
  voter: string,
  personal: Personal,
): Promise<WrittenVotes | undefined> {
  const hashed = async (ids: string[]): Promise<HashedQuestions> => ({
    ids,
    hashes: await hashesFor(app, ids, voter),
  });
  const [cards, panels, shown] = await Promise.all([
    hashed(personal.cards),
    hashed(personal.panels),
    hashed(personal.shown),
  ]);
  const [marks, live] = await Promise.all([
    readPersonalMarks(app.db, cards, panels, shown),
    Promise.all(personal.panels.map((id) => liveSnapshot(app, id, voter))),
  ]);
  if (marks.shownMarked) return undefined;
  const panelVotes = panelVotesIn(
    personal,
    live.map((snapshot) => snapshot.yourVote),
    marks.panelVotes,
  );
  const cardVotes = cardVotesIn(personal, marks.cardVotes);
  return panelVotes && cardVotes && { cards: cardVotes, panels: panelVotes };
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
    const votes = await votesFor(request, env, shared);
    const none = votes && Object.keys(votes.cards).length + Object.keys(votes.panels).length === 0;
    if (none) return privateCopyOf(shared);
    // Votes are written onto a document; a client navigation's data answer needs its own render.
    if (votes && isDocument(shared.headers)) return withWrittenVotes(privateCopyOf(shared), votes);
  } catch (error) {
    // A broken setting or a failing read is for the page's own render to answer, in its own way.
    console.error("checking a shared page for a voter failed", error);
  }
  await shared.body?.cancel();
  return undefined;
}

async function votesFor(request: Request, env: Cloudflare.Env, shared: Response) {
  const personal = personalOf(shared);
  if (!personal) return undefined;
  const { app } = requestAppContext(env, bookmarkFrom(request));
  const keys = app.config.voterKeys;
  const cookie = await verifiedVoterCookie(request, keys);
  // A cookie signed with the previous key goes back re-signed, which only a render of its own does.
  if (!cookie || cookie.resign) return undefined;
  // Likes and reports are not in the list: a page that shows them reads D1.
  const list = personal.shown.length === 0 ? await readVoteList(request, keys, cookie.id) : undefined;
  if (list) return votesFromList(personal, list);
  return votesToWrite(app, await voterHash(cookie.id, keys.hash), personal);
}
