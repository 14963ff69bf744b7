// Pictures are cached under a URL that changes whenever the picture would (see
// domain/share-images.ts), so a cached one is never stale: a hit is served without drawing, and
// a browser holding the same ETag gets a 304 without even a cache lookup.
import { edgeCache } from "#worker/http/edge-cache.ts";

export type CachedPicture = {
  /** The versioned URL on the site's own origin: the Cache API key, whatever Host was asked for. */
  key: string;
  etag: string;
  /** `public, max-age=...` for how long a browser and the edge may keep it. */
  cacheControl: string;
};

const PNG_HEADERS = { "Content-Type": "image/png", "X-Content-Type-Options": "nosniff" };

export function notModified(request: Request, picture: CachedPicture): Response | undefined {
  const sent = request.headers.get("If-None-Match");
  if (!sent?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === picture.etag)) return undefined;
  return new Response(null, {
    status: 304,
    headers: { ETag: picture.etag, "Cache-Control": picture.cacheControl },
  });
}

export async function fromCache(picture: CachedPicture): Promise<Response | undefined> {
  const hit = await edgeCache().match(picture.key);
  if (!hit) return undefined;
  const response = new Response(hit.body, hit);
  response.headers.set("X-Cache", "HIT");
  return response;
}

/** A freshly drawn picture, stored for the next request once this one has been answered. */
export function freshPicture(
  picture: CachedPicture,
  png: Uint8Array<ArrayBuffer>,
  renderMs: number,
  ctx: ExecutionContext,
): Response {
  const headers = { ...PNG_HEADERS, ETag: picture.etag, "Cache-Control": picture.cacheControl };
  ctx.waitUntil(edgeCache().put(picture.key, new Response(png.slice(), { headers })));
  return new Response(png, {
    headers: { ...headers, "X-Cache": "MISS", "Server-Timing": `render;dur=${renderMs.toFixed(1)}` },
  });
}
