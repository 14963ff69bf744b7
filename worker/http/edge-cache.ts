import { hasVoterCookie } from "../votes/voter";

// Pages and public API reads for visitors without a voter cookie are the same for all of them, so
// the edge serves them from the Workers Cache API. `cache.put` honours max-age but not
// stale-while-revalidate, so serving stale while refreshing in `waitUntil` is done here.

/** How long a shared response is served as fresh. */
export const FRESH_SECONDS = 5;
/** How much longer it may be served while one request refreshes it in the background. */
export const STALE_SECONDS = 60;

const STORED_AT = "x-edge-stored-at";
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

type Render = () => Response | Promise<Response>;
type Stored = { status: number; headers: Headers; body: ArrayBuffer };

/** Renders in flight per URL in this isolate: a burst of misses renders once, not once per visitor. */
const inflight = new Map<string, Promise<Stored | Response>>();

/** A request whose answer may be shared: a plain GET from a visitor we know nothing about. */
export function isShareable(request: Request): boolean {
  return request.method === "GET" && !hasVoterCookie(request);
}

/** Never share what carries a cookie, what says it is private, or anything but a success. */
function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const control = response.headers.get("Cache-Control") ?? "";
  return !/no-store|private/.test(control);
}

// The workers runtime's CacheStorage has `default`; the DOM typings the app shares do not.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

function cacheKey(request: Request): Request {
  return new Request(request.url, { method: "GET" });
}

async function store(key: Request, response: Response, ctx: ExecutionContext): Promise<Stored> {
  const stored: Stored = {
    status: response.status,
    headers: new Headers(response.headers),
    body: await response.arrayBuffer(),
  };
  stored.headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  const entry = new Response(stored.body, { status: stored.status, headers: stored.headers });
  entry.headers.set(STORED_AT, String(Date.now()));
  // The cache keeps it for the whole stale window; freshness is judged from STORED_AT on the way out.
  entry.headers.set("Cache-Control", `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`);
  ctx.waitUntil(edgeCache().put(key, entry));
  return stored;
}

function render(key: Request, run: Render, ctx: ExecutionContext): Promise<Stored | Response> {
  let pending = inflight.get(key.url);
  if (!pending) {
    pending = Promise.resolve()
      .then(run)
      .then<Stored | Response>((response) => (isStorable(response) ? store(key, response, ctx) : response))
      .finally(() => inflight.delete(key.url));
    inflight.set(key.url, pending);
  }
  return pending;
}

function outgoing(body: BodyInit | null, status: number, headers: Headers, state: string, age: number) {
  const response = new Response(body, { status, headers });
  response.headers.delete(STORED_AT);
  response.headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  response.headers.set("Age", String(Math.max(0, Math.floor(age))));
  response.headers.set("X-Cache", state);
  // Any other shared cache must not hand this cookieless answer to a visitor who has a cookie.
  response.headers.set("Vary", "Cookie");
  return response;
}

/**
 * Answers a shareable request from the edge cache, refreshing it in the background once it is
 * older than FRESH_SECONDS; on a miss, renders once for every concurrent visitor of the URL.
 */
export async function serveShared(request: Request, ctx: ExecutionContext, run: Render): Promise<Response> {
  const key = cacheKey(request);
  const hit = await edgeCache().match(key);
  if (hit) {
    const age = (Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000;
    const stale = age > FRESH_SECONDS;
    if (stale && !inflight.has(key.url)) ctx.waitUntil(render(key, run, ctx));
    return outgoing(hit.body, hit.status, new Headers(hit.headers), stale ? "STALE" : "HIT", age);
  }
  const leader = !inflight.has(key.url);
  const result = await render(key, run, ctx);
  if (!(result instanceof Response)) {
    return outgoing(result.body.slice(0), result.status, new Headers(result.headers), "MISS", 0);
  }
  // Not shareable after all (an error, a redirect): only the request that rendered it may use it.
  return leader ? result : run();
}

/** Per-visitor answers must never be kept by the browser's or anyone else's shared cache. */
export function markPrivate(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  // A copy, since some responses (Response.redirect, fetched ones) have immutable headers.
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", "private, no-store");
  return copy;
}
