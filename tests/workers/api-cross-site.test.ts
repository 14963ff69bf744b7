import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { distinctQuestionText } from "../shared/distinct-question";
import { ORIGIN } from "./auth-helpers";
import { BASE, d1VoteCount, firstQuestion } from "./helpers";

// Another website can make its visitors' browsers post to us without asking first: a form, or a
// fetch with a text/plain body. None of that may change anything; JSON from our pages or from
// programs still works.

const voteRequest = (id: string, headers: Record<string, string>, body = JSON.stringify({ option: "A" })) =>
  SELF.fetch(`${BASE}/api/questions/${id}/vote`, { method: "POST", headers, body });

async function expectRefused(res: Response, status: number, error: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Set-Cookie")).toBeNull();
  expect(await res.json()).toMatchObject({ success: false, error: expect.stringMatching(error) });
}

const JSON_TYPE = { "content-type": "application/json" };

describe("API writes from other websites", () => {
  it("refuses a text/plain or form body with 415 and counts nothing", async () => {
    const q = await firstQuestion("Movie");
    const before = await d1VoteCount(q.id);
    await expectRefused(await voteRequest(q.id, { "content-type": "text/plain" }), 415, /as JSON/);
    await expectRefused(await voteRequest(q.id, {}), 415, /Content-Type: application\/json/);
    const form = new URLSearchParams({
      questionText: distinctQuestionText(),
      optionA: "A",
      optionB: "B",
      category: "Funny",
    });
    const submitted = await SELF.fetch(`${BASE}/api/questions`, { method: "POST", body: form });
    await expectRefused(submitted, 415, /as JSON/);
    expect(await d1VoteCount(q.id)).toBe(before);
    const { n } = (await env.DB.prepare(
      "select count(*) as n from questions where option_a = 'A' and option_b = 'B'",
    ).first()) as { n: number };
    expect(n).toBe(0);
  });

  it("refuses a foreign Origin or a cross-site fetch with 403, whatever the body", async () => {
    const q = await firstQuestion("Movie");
    const evil = { ...JSON_TYPE, origin: "https://evil.example" };
    await expectRefused(await voteRequest(q.id, evil), 403, /other websites/);
    await expectRefused(
      await voteRequest(q.id, { ...JSON_TYPE, "sec-fetch-site": "cross-site" }),
      403,
      /other websites/,
    );
    const report = await SELF.fetch(`${BASE}/api/questions/${q.id}/report`, {
      method: "POST",
      headers: evil,
      body: JSON.stringify({ reason: "spam" }),
    });
    await expectRefused(report, 403, /other websites/);
  });

  it("takes JSON from its own pages and from programs that send no Origin", async () => {
    const q = await firstQuestion("Movie");
    // The site's own origin is SITE_URL (vitest.workers.config.ts) or the one the request was sent
    // to: a page opened at another address of this site (127.0.0.1 for localhost) votes from there.
    const own = await voteRequest(q.id, { ...JSON_TYPE, origin: ORIGIN, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
    const otherAddress = await voteRequest(q.id, {
      ...JSON_TYPE,
      origin: BASE,
      "sec-fetch-site": "same-origin",
    });
    expect(otherAddress.status).toBe(200);
    const program = await voteRequest(q.id, { "content-type": "application/json; charset=utf-8" });
    expect(program.status).toBe(200);
    // Reads are not writes: a GET from anywhere is answered.
    const read = await SELF.fetch(`${BASE}/api/questions?limit=1`, {
      headers: { origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });
});
