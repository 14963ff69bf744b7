import {
  COUNTS_READ_HEADER,
  PERSONAL_CARDS_HEADER,
  PERSONAL_PANELS_HEADER,
  PERSONAL_QUESTIONS_HEADER,
} from "#domain/personal-questions.ts";
import { hasSessionCookie } from "#worker/accounts/session-cookie.ts";
import { hasVoterCookie } from "#worker/votes/voter-cookie.ts";
import { CSP, hashPolicy, isDocument, nonceOf } from "./content-security-policy";
import { withEditedHeaders } from "./edit-headers";
import { sharedQuery } from "./shared-query";

// Pages and public API reads for visitors without a voter cookie are the same for all of them, so
// the edge serves them from the Workers Cache API. `cache.put` honours max-age but not
// stale-while-revalidate, so serving stale while refreshing in `waitUntil` is done here.

/** How long a shared response is served as fresh. */
export const FRESH_SECONDS = 5;
/** How much longer it may be served while one request refreshes it in the background. */
const STALE_SECONDS = 60;

const STORED_AT = "x-edge-stored-at";
// Browsers revalidate every time (they would otherwise keep a cookieless page after the visitor
// votes); shared caches may keep it for FRESH_SECONDS. stale-while-revalidate is said only to CDNs:
// Chromium honours it too, and then stalls a second identical request of another tab on its cache lock.
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}`;
const CDN_CACHE_CONTROL = `max-age=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

type Render = () => Response | Promise<Response>;
type Stored = { status: number; headers: Headers; body: ArrayBuffer };

/**
 * URLs this isolate is rendering for the cache. Only the key is shared between requests: workerd
 * hangs a request that awaits a promise another request's I/O settles, so followers poll the cache.
 */
const rendering = new Set<string>();
const FOLLOW_POLL_MS = 25;
const FOLLOW_ATTEMPTS = 40;

/** A request whose answer may be shared: a plain GET from a visitor we know nothing about. */
export function isShareable(request: Request): boolean {
  // A WebSocket handshake (live results) is a connection of its own, never a stored answer.
  if (request.headers.has("Upgrade")) return false;
  return request.method === "GET" && !hasVoterCookie(request) && !hasSessionCookie(request);
}

/** Never share what carries a cookie, what says it is private, or anything but a success. */
function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const control = response.headers.get("Cache-Control") ?? "";
  return !/no-store|private/.test(control);
}

// The workers runtime's CacheStorage has `default`; the DOM typings the app shares do not.
export const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The request a shared copy is rendered from: only the query its key keeps. The copy then reads
 * the same (its links, its canonical address) for every request that key answers, whatever else
 * the first visitor's address carried.
 */
export function sharedRequest(request: Request): Request {
  const url = new URL(request.url);
  const query = sharedQuery(url.searchParams).toString();
  if (query === url.searchParams.toString()) return request;
  url.search = query;
  return new Request(url, request);
}

/**
 * A shared copy is kept per build: a page names its scripts and stylesheet by content hash, and a
 * copy from before a deploy would name files the new deployment no longer serves. Of the query,
 * only what a page or API read looks at names the copy (worker/http/shared-query.ts), so a
 * parameter nothing reads cannot make a request miss the cache.
 */
export function sharedCacheKey(request: Request, build: string): Request {
  const url = new URL(request.url);
  const query = sharedQuery(url.searchParams);
  query.append("build", build);
  url.search = query.toString();
  url.hash = "";
  return new Request(url, { method: "GET" });
}

/** Buffers the response and puts a copy in the cache; the key stays marked as rendering until it is there. */
async function store(key: Request, response: Response, ctx: ExecutionContext): Promise<Stored> {
  const stored: Stored = {
    status: response.status,
    headers: new Headers(response.headers),
    body: await response.arrayBuffer(),
  };
  stored.headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  // A nonce must not be reused, and a shared copy is served many times: it names by hash the
  // scripts its render gave the nonce, and no others.
  if (isDocument(stored.headers) && stored.headers.has(CSP)) {
    const html = new TextDecoder().decode(stored.body);
    stored.headers.set(CSP, await hashPolicy(html, nonceOf(stored.headers.get(CSP))));
  }
  const entry = new Response(stored.body, { status: stored.status, headers: stored.headers });
  entry.headers.set(STORED_AT, String(Date.now()));
  // The cache keeps it for the whole stale window; freshness is judged from STORED_AT on the way out.
  entry.headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  ctx.waitUntil(
    edgeCache()
      .put(key, entry)
      .finally(() => rendering.delete(key.url)),
  );
  return stored;
}

/**
 * Renders and, when the answer may be shared, stores it. `response` is this request's answer;
 * `stored` the copy as kept, still with what it tells this worker (INTERNAL_HEADERS).
 */
async function renderAndStore(
  key: Request,
  run: Render,
  ctx: ExecutionContext,
): Promise<{ response: Response; stored?: Stored }> {
  rendering.add(key.url);
  try {
    const response = await run();
    if (isStorable(response)) {
      const stored = await store(key, response, ctx); // clears the mark once the copy is in the cache
      return { response: outgoing(stored.body, stored.status, stored.headers, "MISS", 0), stored };
    }
    if (response.status >= 400 && response.status < 500) {
      // The page is gone now (a question hidden or removed): a stale copy must not outlive it. A 5xx
      // is a passing failure, so the last good copy keeps being served instead.
      ctx.waitUntil(
        edgeCache()
          .delete(key)
          .finally(() => rendering.delete(key.url)),
      );
      return { response: withoutInternalHeaders(response) };
    }
    rendering.delete(key.url);
    return { response: withoutInternalHeaders(response) };
  } catch (error) {
    rendering.delete(key.url);
    throw error;
  }
}

/** While another request of this isolate renders the URL, wait for its copy instead of rendering again. */
async function followRender(key: Request): Promise<Response | undefined> {
  for (let attempt = 0; attempt < FOLLOW_ATTEMPTS && rendering.has(key.url); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_POLL_MS));
    const hit = await edgeCache().match(key);
    if (hit) return hit;
  }
  return undefined;
}

/** What the stored copy carries for this worker alone: when it was stored, and what on it is personal. */
const INTERNAL_HEADERS = [
  STORED_AT,
  PERSONAL_CARDS_HEADER,
  PERSONAL_QUESTIONS_HEADER,
  PERSONAL_PANELS_HEADER,
  COUNTS_READ_HEADER,
];

function outgoing(body: BodyInit | null, status: number, headers: Headers, state: string, age: number) {
  const response = new Response(body, { status, headers });
  for (const name of INTERNAL_HEADERS) response.headers.delete(name);
  response.headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  response.headers.set("CDN-Cache-Control", CDN_CACHE_CONTROL);
  response.headers.set("Age", String(Math.max(0, Math.floor(age))));
  response.headers.set("X-Cache", state);
  // Any other shared cache must not hand this cookieless answer to a visitor who has a cookie.
  response.headers.set("Vary", "Cookie");
  return response;
}

function refreshInBackground(key: Request, run: Render, ctx: ExecutionContext) {
  ctx.waitUntil(renderAndStore(key, run, ctx).then(({ response }) => response.body?.cancel()));
}

function fromCache(hit: Response, key: Request, run: Render, ctx: ExecutionContext): Response {
  const age = (Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000;
  const stale = age > FRESH_SECONDS;
  if (stale && !rendering.has(key.url)) refreshInBackground(key, run, ctx);
  return outgoing(hit.body, hit.status, new Headers(hit.headers), stale ? "STALE" : "HIT", age);
}

/**
 * Answers a shareable request from the edge cache, refreshing it in the background once it is
 * older than FRESH_SECONDS. On a miss while the same URL is being rendered, waits for that copy.
 * `build` identifies the deployed client build (its manifest version).
 */
export async function serveShared(
  request: Request,
  ctx: ExecutionContext,
  run: Render,
  build: string,
): Promise<Response> {
  const key = sharedCacheKey(request, build);
  const hit = (await edgeCache().match(key)) ?? (await followRender(key));
  if (hit) return fromCache(hit, key, run, ctx);
  return (await renderAndStore(key, run, ctx)).response;
}

/**
 * The shared copy of this URL, for a visitor whose page it may be (worker/http/personal-from-shared.ts
 * decides). A stale copy is served as it is to visitors without a cookie, and refreshed the same
 * way, by `renderShared` (a render without the visitor's cookies) in the background. When there is
 * none (never stored, or expired), this visitor renders it: a render of their own would serve only
 * them, the shared one everyone after them too, with a cookie or without.
 */
export async function sharedCopy(
  request: Request,
  build: string,
  ctx: ExecutionContext,
  renderShared: Render,
): Promise<Response | undefined> {
  const key = sharedCacheKey(request, build);
  const hit = (await edgeCache().match(key)) ?? (await followRender(key));
  if (!hit) {
    const { response, stored } = await renderAndStore(key, renderShared, ctx);
    if (stored) return new Response(stored.body, { status: stored.status, headers: stored.headers });
    await response.body?.cancel();
    return undefined;
  }
  const age = (Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000;
  if (age > FRESH_SECONDS && !rendering.has(key.url)) refreshInBackground(key, renderShared, ctx);
  return hit;
}

/** A shared copy answered to one visitor: private, as every answer to a visitor with a cookie is. */
export function privateCopyOf(shared: Response): Response {
  const response = new Response(shared.body, shared);
  for (const name of INTERNAL_HEADERS) response.headers.delete(name);
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Cache", "SHARED");
  return response;
}

/** Removes what a page tells this worker about itself (domain/personal-questions.ts) before it leaves. */
export function withoutInternalHeaders(response: Response): Response {
  if (!INTERNAL_HEADERS.some((name) => response.headers.has(name))) return response;
  return withEditedHeaders(response, (headers) => {
    for (const name of INTERNAL_HEADERS) headers.delete(name);
  });
}

/** Per-visitor answers must never be kept by the browser's or anyone else's shared cache. */
export function markPrivate(response: Response): Response {
  // A socket's upgrade answer cannot be copied, and no cache keeps it anyway.
  if (response.webSocket || response.headers.has("Cache-Control")) return response;
  return withEditedHeaders(response, (headers) => headers.set("Cache-Control", "private, no-store"));
}
