// A returning visitor (voter cookie, no session) on a page they have left no mark on sees exactly
// what a visitor without a cookie sees, so while the edge cache holds a shared copy of the page,
// they get that copy (stale ones too, refreshed as for everyone) instead of a render of their own.
// The page says what about it is personal (app/lib/personal-questions.ts); this checks the visitor
// has none of it: one D1 batch, and one object call per question whose live vote the page shows.
// Anything else renders as before.
import { PERSONAL_LIVE_HEADER, PERSONAL_QUESTIONS_HEADER } from "../../app/lib/personal-questions";
import { questionIdSchema } from "../../app/lib/schemas";
import { hasSessionCookie } from "../auth/session-cookie";
import { hasAnyMark } from "../db/personal-marks";
import { type AppContext, requestAppContext } from "../services/context";
import { hashesFor } from "../services/question-voters";
import { liveSnapshot } from "../services/votes";
import { voterHash } from "../votes/voter";
import { hasVoterCookie, verifiedVoterCookie } from "../votes/voter-cookie";
import { bookmarkFrom } from "./d1-bookmark";
import { privateCopyOf, sharedCopy } from "./edge-cache";

type Personal = { shown: string[]; live: string[] };

/** The page's list of personal questions, or undefined when it made no such promise. */
function personalOf(shared: Response): Personal | undefined {
  const shown = shared.headers.get(PERSONAL_QUESTIONS_HEADER);
  const live = shared.headers.get(PERSONAL_LIVE_HEADER);
  if (shown === null || live === null) return undefined;
  const ids = (list: string) => list.split(",").filter(Boolean);
  const personal = { shown: ids(shown), live: ids(live) };
  const valid = [...personal.shown, ...personal.live].every((id) => questionIdSchema.safeParse(id).success);
  return valid ? personal : undefined;
}

async function hasMarks(app: AppContext, voter: string, personal: Personal): Promise<boolean> {
  const [stored, live] = await Promise.all([
    personal.shown.length > 0 &&
      hashesFor(app, personal.shown, voter).then((hashes) => hasAnyMark(app.db, personal.shown, hashes)),
    Promise.all(personal.live.map((id) => liveSnapshot(app, id, voter))),
  ]);
  return stored || live.some((snapshot) => snapshot.yourVote !== null);
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
    if (await isForThisVoter(request, env, shared)) return privateCopyOf(shared);
  } catch (error) {
    // A broken setting or a failing read is for the page's own render to answer, in its own way.
    console.error("checking a shared page for a voter failed", error);
  }
  await shared.body?.cancel();
  return undefined;
}

async function isForThisVoter(request: Request, env: Cloudflare.Env, shared: Response): Promise<boolean> {
  const personal = personalOf(shared);
  if (!personal) return false;
  const { app } = requestAppContext(env, bookmarkFrom(request));
  const keys = app.config.voterKeys;
  const cookie = await verifiedVoterCookie(request, keys);
  // A cookie signed with the previous key goes back re-signed, which only a render of its own does.
  if (!cookie || cookie.resign) return false;
  return !(await hasMarks(app, await voterHash(cookie.id, keys.hash), personal));
}
