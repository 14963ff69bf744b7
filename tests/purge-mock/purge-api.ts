// Test infrastructure, Node side: Cloudflare's cache purge API, answered here for the workers tests
// (miniflare's outboundService, see vitest.workers.config.ts), never on the network. It records
// every URL it was asked to purge; a test reads them back with readPurges().

export const TEST_PURGE = { zoneId: "workers-test-zone", token: "workers-test-purge-token" };

const PURGE_URL = `https://api.cloudflare.com/client/v4/zones/${TEST_PURGE.zoneId}/purge_cache`;
const RECORD_URL = "https://api.cloudflare.com/client/v4/__test/purged";

const purged: string[] = [];

export const isPurgeApi = (url: string) => url === PURGE_URL || url === RECORD_URL;

/** Answers a purge as Cloudflare does (a wrong token is a 403, more than 30 files a 400), or the record. */
export async function purgeApi(request: Request): Promise<Response> {
  if (request.url === RECORD_URL) return Response.json(purged);
  if (request.headers.get("authorization") !== `Bearer ${TEST_PURGE.token}`) {
    return Response.json(
      { success: false, errors: [{ code: 10000, message: "Authentication error" }] },
      { status: 403 },
    );
  }
  const body = (await request.json()) as { files?: unknown };
  const files = Array.isArray(body.files) ? body.files.filter((f): f is string => typeof f === "string") : [];
  if (files.length === 0 || files.length > 30) {
    return Response.json(
      { success: false, errors: [{ code: 1015, message: "Bad purge request" }] },
      { status: 400 },
    );
  }
  purged.push(...files);
  return Response.json({ success: true, errors: [], messages: [], result: { id: TEST_PURGE.zoneId } });
}

/** Every URL purged so far by any test file (filter by what is yours), read from inside workerd. */
export async function readPurges(): Promise<string[]> {
  return (await (await fetch(RECORD_URL)).json()) as string[];
}
