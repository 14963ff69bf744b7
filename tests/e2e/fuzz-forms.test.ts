import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TURNSTILE_FIELD } from "#domain/human-check.ts";
import { REPORT_REASONS } from "#domain/report-rules.ts";
import { checkPageAnswer } from "../fuzz/answers";
import { nextAddress } from "../fuzz/api-requests";
import { badFormBody } from "../fuzz/form-bodies";
import { FORM_TARGETS, type FormPost, type FormTarget, type Known } from "../fuzz/form-targets";
import { failureReport, fuzz, fuzzRuns, fuzzSeed, type Outcome } from "../fuzz/run";
import { rowChanges } from "../fuzz/stored-rows";
import { findUnnormalised } from "../fuzz/stored-text";
import { badSegment, badText, nearlyValid } from "../fuzz/strings";
import { sharedBrowser } from "./browser";
import { type LocalD1, openLocalD1 } from "./local-d1";
import { cookieHeader, signedInAccount, submitQuestion } from "./moderation-helpers";
import { startedRoom } from "./started-room";

// Generated bad form posts to every page action over HTTP, against the built server (npm run fuzz:
// 1,000 each; npm test: a short run). No answer is 500 or more; a refused post shows the page (or
// a page saying what was wrong), never the error page; it stores nothing; after a 413 the next
// request works.

const RUNS = fuzzRuns(process.env.FUZZ_RUNS, 10);
const SEED = fuzzSeed(process.env.FUZZ_SEED);
/** Long enough for the question objects to write accepted votes to D1 (they flush every 1-2 s). */
const WRITE_BEHIND_MS = 3_000;

const baseURL = inject("baseURL");
const browser = sharedBrowser();
let d1: LocalD1;
let roomCode = "";
let pendingId = "";
/** The session of a signed-in moderator, for the targets posted `as: "moderator"`. */
let moderatorCookie = "";

beforeAll(async () => {
  d1 = await openLocalD1(inject("serverState"));
  // A live room for the room pages' targets.
  roomCode = await startedRoom(baseURL);
  pendingId = (await submitQuestion()).id;
  const moderator = await signedInAccount(browser, "moderator");
  moderatorCookie = await cookieHeader(moderator.context);
  await moderator.context.close();
  // Votes from earlier test files may still be on their way to D1.
  await new Promise((resolve) => setTimeout(resolve, WRITE_BEHIND_MS));
}, 60_000);
afterAll(() => d1?.close());

/** A field's text: often bad, sometimes nearly valid, sometimes valid. */
const text = (...valid: string[]) =>
  fc.oneof(
    { arbitrary: badText, weight: 3 },
    { arbitrary: fc.constantFrom(...valid).chain(nearlyValid), weight: 3 },
    { arbitrary: fc.constantFrom(...valid), weight: 2 },
  );

/**
 * The discussion's forms on the question page (app/discussion/), signed out and as a member (the
 * moderator is one): the document URL a post without JavaScript goes to, with the page's query, or
 * the `.data` URL of a fetcher.
 */
function discussionTarget(name: string, as?: "moderator"): FormTarget {
  const paths = (k: Known) =>
    fc.constantFrom(
      `/question/${k.slug}`,
      `/question/${k.slug}?comments=new&cpage=2`,
      `/question/${k.slug}.data`,
      `/zh/question/${k.slug}?comments=x&cpage=-1`,
    );
  const fields = (k: Known) => ({
    // app/discussion/intents.ts
    intent: text(
      "discussion-post",
      "discussion-reply",
      "discussion-edit",
      "discussion-delete",
      "discussion-vote",
      "discussion-report",
    ),
    questionId: fc.oneof(fc.constant(k.questionId), badSegment),
    commentId: fc.oneof(badSegment, fc.constant("")),
    body: text("A fair point, but I would still pick the first one.", ""),
    value: text("1", "-1", "0", "2"),
    reason: text(...REPORT_REASONS),
    note: text("It is rude.", ""),
    scripted: text("1", ""),
    [TURNSTILE_FIELD]: text("XXXX.DUMMY.TOKEN", ""),
  });
  return {
    name,
    as,
    posts: (k) => fc.tuple(paths(k), badFormBody(fields(k))).map(([path, form]) => ({ path, form })),
  };
}

const TARGETS = [
  ...FORM_TARGETS,
  discussionTarget("POST /question/:slug (discussion, signed out)"),
  discussionTarget("POST /question/:slug (discussion, as a member)", "moderator"),
];

async function checkPost({ path, form }: FormPost, { statuses, as }: FormTarget): Promise<Outcome> {
  const headers: Record<string, string> = { Origin: baseURL, "cf-connecting-ip": nextAddress() };
  if (form.contentType) headers["Content-Type"] = form.contentType;
  if (as === "moderator") headers.Cookie = moderatorCookie;
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers,
    body: new TextEncoder().encode(form.body),
    redirect: "manual",
  });
  const { status } = response;
  const problem =
    statuses && !statuses.includes(status)
      ? `answered ${status}, not ${statuses.join(" or ")}`
      : await checkPageAnswer(response);
  if (problem || status !== 413) return { status, problem };
  const next = await fetch(`${baseURL}/about`);
  await next.arrayBuffer();
  return {
    status,
    problem: next.status === 200 ? undefined : `the request after a 413 answered ${next.status}`,
  };
}

describe(`fuzzing page actions (${RUNS} posts each)`, () => {
  TARGETS.forEach((target, index) => {
    it(target.name, { timeout: 60_000 + RUNS * 500 }, async ({ task }) => {
      // A question of its own per target: five reports hide one.
      const list = await (
        await fetch(`${baseURL}/api/questions?category=Funny&limit=1&page=${index + 1}`)
      ).json();
      const known: Known = { questionId: list.data[0].id, slug: list.data[0].slug, roomCode, pendingId };
      const before = await d1.storedRows();
      const since = Date.now();
      const result = await fuzz(target.name, target.posts(known), { runs: RUNS, seed: SEED }, (post) =>
        checkPost(post, target),
      );
      const accepted = Object.entries(result.statuses)
        .filter(([status]) => Number(status) < 400)
        .reduce((sum, [, n]) => sum + n, 0);
      if (accepted > 0) await new Promise((resolve) => setTimeout(resolve, WRITE_BEHIND_MS));
      // Each accepted post stores at most one row a table; refused ones store none.
      const changes = rowChanges(before, await d1.storedRows());
      const beyond = Object.entries(changes).filter(([, n]) => n > accepted);
      const unclean = await findUnnormalised(since, d1.rowsOf);
      const { examples: _, ...figures } = result;
      task.meta.fuzz = { ...figures, failed: result.failed + beyond.length + unclean.length };
      expect(result.failed, failureReport(result)).toBe(0);
      expect(beyond, `rows stored with only ${accepted} posts accepted`).toEqual([]);
      expect(unclean, "text stored without normalising it").toEqual([]);
      if (target.as === "moderator") {
        // Signed in to the end, or the posts after the session ended tried only the signed-out paths.
        const moderation = await fetch(`${baseURL}/moderate`, { headers: { Cookie: moderatorCookie } });
        await moderation.arrayBuffer();
        expect(moderation.status, "the moderator's session after the run").toBe(200);
      }
    });
  });
});
