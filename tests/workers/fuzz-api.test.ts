import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { REPORT_REASONS } from "#domain/report-rules.ts";
import worker from "#worker/index.ts";
import { appContext } from "#worker/services/context.ts";
import { liveSnapshot } from "#worker/services/votes.ts";
import { checkApiAnswer } from "../fuzz/answers";
import { badQuery, type FuzzRequest, jsonWrite, nextAddress, read, SITE } from "../fuzz/api-requests";
import { API_TARGETS, type ApiTarget, type Known } from "../fuzz/api-targets";
import { fieldValue } from "../fuzz/json-bodies";
import { failureReport, fuzz, fuzzRuns, fuzzSeed, type Outcome } from "../fuzz/run";
import { STORED_ROWS_SQL, type StoredRows, storedDifference } from "../fuzz/stored-rows";
import { findUnnormalised } from "../fuzz/stored-text";
import { badSegment } from "../fuzz/strings";
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

/**
 * A published comment by another member under a question of its own, which the discussion's
 * endpoints vote on, report and try to change; made once, before the run.
 */
const KNOWN_COMMENT = "fuzzcomment00001";

async function addKnownComment() {
  const { body } = await api("/api/questions?category=Funny&limit=1&page=40");
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "insert into users (id, name, email, email_verified, role, created_at, updated_at) values ('fuzz-author', 'Author', 'fuzz-author@example.com', 1, 'user', ?, ?)",
    ).bind(now, now),
    env.DB.prepare(
      "insert into comments (id, question_id, user_id, author_name, body, language, status, created_at) values (?, ?, 'fuzz-author', 'Author', 'A comment to fuzz.', 'en', 'published', ?)",
    ).bind(KNOWN_COMMENT, body.data[0].id, now),
  ]);
}

const commentOr = () => fc.oneof({ arbitrary: fc.constant(KNOWN_COMMENT), weight: 2 }, badSegment);
const commentText = fieldValue(["A fair point.", "", "x".repeat(501), "see www.example.com"]);

/** As the signed-in member most of the time, else as a visitor, who is told to sign in. */
const maybeSignedIn = (known: Known) => (request: FuzzRequest, signedIn: boolean) =>
  signedIn ? { ...request, headers: { ...request.headers, Cookie: known.session } } : request;

function discussionWrite(
  method: string,
  paths: fc.Arbitrary<string>,
  fields: Parameters<typeof jsonWrite>[1],
) {
  return (known: Known) =>
    fc
      .tuple(jsonWrite(paths, fields), fc.boolean())
      .map(([request, signedIn]) => maybeSignedIn(known)({ ...request, method }, signedIn));
}

const DISCUSSION_TARGETS: ApiTarget[] = [
  {
    name: "GET /api/questions/:id/comments",
    requests: (known) =>
      read(
        fc.oneof(fc.constant(known.questionId), badSegment).map((id) => `/api/questions/${id}/comments`),
        badQuery(["sort", "page"]),
      ),
  },
  {
    name: "POST /api/questions/:id/comments",
    requests: (known) =>
      discussionWrite(
        "POST",
        fc.oneof(fc.constant(known.questionId), badSegment).map((id) => `/api/questions/${id}/comments`),
        { body: commentText, parentId: fieldValue([KNOWN_COMMENT, "", "nope"]) },
      )(known),
  },
  {
    name: "PATCH /api/comments/:id",
    requests: discussionWrite(
      "PATCH",
      commentOr().map((id) => `/api/comments/${id}`),
      { body: commentText },
    ),
  },
  {
    name: "DELETE /api/comments/:id",
    requests: discussionWrite(
      "DELETE",
      commentOr().map((id) => `/api/comments/${id}`),
      {},
    ),
  },
  {
    name: "PUT /api/comments/:id/vote",
    requests: discussionWrite(
      "PUT",
      commentOr().map((id) => `/api/comments/${id}/vote`),
      {
        value: fc.oneof(fc.constantFrom(1, -1, 0, 2, 0.5), fieldValue(["1", "-1", "up"])),
      },
    ),
  },
  {
    name: "POST /api/comments/:id/report",
    requests: discussionWrite(
      "POST",
      commentOr().map((id) => `/api/comments/${id}/report`),
      {
        reason: fieldValue([...REPORT_REASONS, "rude"]),
        note: fieldValue(["It is rude.", "", "x".repeat(501)]),
      },
    ),
  },
];

beforeAll(addKnownComment);

describe(`fuzzing the API (${RUNS} inputs per endpoint)`, () => {
  [...API_TARGETS, ...DISCUSSION_TARGETS].forEach((target, index) => {
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
