import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import worker from "#worker/index.ts";
import { appContext } from "#worker/services/context.ts";
import { liveSnapshot } from "#worker/services/votes.ts";
import { checkApiAnswer } from "../fuzz/answers";
import { type FuzzRequest, nextAddress, SITE } from "../fuzz/api-requests";
import { API_TARGETS, type Known } from "../fuzz/api-targets";
import { failureReport, fuzz, fuzzRuns, fuzzSeed, type Outcome } from "../fuzz/run";
import { STORED_ROWS_SQL, type StoredRows, storedDifference } from "../fuzz/stored-rows";
import { findUnnormalised } from "../fuzz/stored-text";
import { auth, cookieHeader, lastMailTo, visitor } from "./auth-helpers";
import { api } from "./helpers";

// Generated bad input for every API endpoint (npm run fuzz: 1,000 each; npm test: a short run).
// Each answer is below 500, a 4xx carries { success: false, error: "<sentence>" }, a refused
// request stores nothing (D1 and the question's vote count), and after a 413 the next request works.

const RUNS = fuzzRuns(inject("fuzzRuns"), 15);
const SEED = fuzzSeed(inject("fuzzSeed"));

/**
 * The worker's own fetch, called directly: through SELF.fetch each request of a test file costs a
 * little more than the one before, which thousands of inputs cannot afford. Waiting on the context
 * includes the work left to waitUntil.
 */
async function workerFetch(url: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(url, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, env, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

const storedRows = async () => (await env.DB.prepare(STORED_ROWS_SQL).first()) as StoredRows;

/** The known question's live vote total, from its object (also once reports have hidden it). */
async function voteTotal(known: Known): Promise<number> {
  const { votesA, votesB } = await liveSnapshot(appContext(env), known.questionId);
  return votesA + votesB;
}

async function send(request: FuzzRequest): Promise<Response> {
  const headers = { ...request.headers, "cf-connecting-ip": nextAddress() };
  return workerFetch(`${SITE}${request.path}`, { method: request.method, headers, body: request.body });
}

/** What a refused request changed, if anything: stored rows, or the question's vote count. */
async function changedBy(status: number, known: Known, rowsBefore: StoredRows, votesBefore?: number) {
  const changed = storedDifference(rowsBefore, await storedRows());
  if (changed.length) return `refused with ${status} but stored rows: ${changed.join(", ")}`;
  if (votesBefore !== undefined && (await voteTotal(known)) !== votesBefore)
    return `refused with ${status} but counted a vote`;
  return undefined;
}

async function checkOne(request: FuzzRequest, known: Known): Promise<Outcome> {
  const rowsBefore = await storedRows();
  const votesBefore = request.method === "GET" ? undefined : await voteTotal(known);
  const response = await send(request);
  const { status } = response;
  const problem =
    (await checkApiAnswer(response)) ??
    (status >= 400 ? await changedBy(status, known, rowsBefore, votesBefore) : undefined);
  if (problem || status !== 413) return { status, problem };
  const next = await workerFetch(`${SITE}/health`);
  return {
    status,
    problem: next.status === 200 ? undefined : `the request after a 413 answered ${next.status}`,
  };
}

/** The signed-in user the account endpoints are fuzzed as; the fuzz never sends this password. */
const MEMBER = { email: "fuzzed-member@example.com", password: "not-in-any-fuzz-input" };
let session = "";

beforeAll(async () => {
  const ip = "198.51.102.1";
  await auth(visitor(ip), "/sign-up/email", { name: "Fuzzed Member", ...MEMBER });
  const token = new URL((await lastMailTo(MEMBER.email))?.link ?? "").searchParams.get("token") ?? "";
  await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
  const signedIn = await auth(visitor(ip), "/sign-in/email", MEMBER);
  if (!signedIn.ok) throw new Error(`the fuzzed member could not sign in: ${signedIn.message}`);
  session = cookieHeader(signedIn.setCookies);
});

/** The signed-in user as the session reads them, or null once the session has ended. */
async function member() {
  const res = await workerFetch(`${SITE}/api/auth/get-session`, { headers: { Cookie: session } });
  return (await res.json<{ user: { email: string; role: string } } | null>())?.user ?? null;
}

describe(`fuzzing the API (${RUNS} inputs per endpoint)`, () => {
  API_TARGETS.forEach((target, index) => {
    it(target.name, { timeout: 60_000 + RUNS * 300 }, async ({ task }) => {
      // A question of its own per endpoint: five reports hide one, and votes add up.
      const { body } = await api(`/api/questions?category=Funny&limit=1&page=${index + 1}`);
      const known: Known = { questionId: body.data[0].id, slug: body.data[0].slug, session };
      const since = Date.now();
      const result = await fuzz(target.name, target.requests(known), { runs: RUNS, seed: SEED }, (request) =>
        checkOne(request, known),
      );
      const rowsOf = async (sql: string) =>
        (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;
      const unclean = await findUnnormalised(since, rowsOf);
      const { examples: _, ...figures } = result;
      task.meta.fuzz = { ...figures, failed: result.failed + unclean.length };
      expect(result.failed, failureReport(result)).toBe(0);
      expect(unclean, "text stored without normalising it").toEqual([]);
      // Still signed in, still the same account, and no input gave it a role.
      expect(await member(), "the fuzzed member after the run").toMatchObject({
        email: MEMBER.email,
        role: "user",
      });
    });
  });
});
