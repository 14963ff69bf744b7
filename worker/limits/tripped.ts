import { toHex } from "#worker/hex.ts";
import { edgeCache } from "#worker/http/edge-cache.ts";
import { addressGroup } from "./address-group";
import { clientIp } from "./client-ip";

// "This client tripped a limit" lives in the Cache API for ten minutes, keyed by a hash of the
// address group. Why there: it costs nothing on the way in (one lookup, and only on a guarded form's
// post), no table or migration, and it expires by itself, so nobody is banned. It is per data
// centre, like the rate-limit counters themselves: a client is answered by one location, and one
// that moves just meets fresh counters and trips again. The Cache API does nothing on *.workers.dev
// (only on a custom domain), so there the check is never asked for: limits still apply.

const TRIPPED_SECONDS = 600;

async function trippedKey(request: Request): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`tripped:${addressGroup(clientIp(request))}`),
  );
  return `https://limits.invalid/tripped/${toHex(digest)}`;
}

export async function rememberTripped(request: Request): Promise<void> {
  try {
    const headers = { "Cache-Control": `max-age=${TRIPPED_SECONDS}` };
    await edgeCache().put(await trippedKey(request), new Response("tripped", { headers }));
  } catch (error) {
    // The limit itself still answers 429; only the later check is lost.
    console.error("could not remember a tripped limit", error);
  }
}

export async function hasTripped(request: Request): Promise<boolean> {
  try {
    return (await edgeCache().match(await trippedKey(request))) !== undefined;
  } catch (error) {
    console.error("could not read whether a limit tripped", error);
    return false;
  }
}
