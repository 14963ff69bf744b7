import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addressGroup } from "#worker/limits/address-group.ts";
import { distinctQuestionText } from "../shared/distinct-question";
import { passingToken } from "../turnstile-mock/siteverify";
import { cookieFrom, firstQuestion } from "./helpers";
import { count, freshIp, freshNetwork, roomInWindow, spendLimit } from "./limit-helpers";

// The API's abuse limits with the numbers in wrangler.toml: the request past each limit gets a 429
// with Retry-After and a sentence, and writes nothing.

const BASE = "https://wyr.example";

function post(path: string, ip: string, body: unknown, cookie?: string, turnstileToken?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "cf-connecting-ip": ip };
  if (cookie) headers.cookie = cookie;
  if (turnstileToken) headers["cf-turnstile-response"] = turnstileToken;
  return SELF.fetch(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

let questionNumber = 0;
const submission = () => {
  questionNumber += 1;
  return {
    questionText: distinctQuestionText(),
    optionA: `Option one ${questionNumber}`,
    optionB: `Option two ${questionNumber}`,
    category: "Funny",
  };
};
/** B's votes on a question, as the API reports them to a visitor with a cookie (never a cached copy). */
async function voteCount(questionId: string): Promise<number> {
  const reader = await post(`/api/questions/${questionId}/vote`, freshIp(), { option: "A" });
  const cookie = cookieFrom(reader.headers);
  const response = await SELF.fetch(`${BASE}/api/questions/${questionId}`, { headers: { cookie } });
  return ((await response.json()) as { data: { votesB: number } }).data.votesB;
}
const pending = () => count("select count(*) as n from questions where status = 'pending'");

async function expectRefused(response: Response, message: RegExp) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("60");
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, error: expect.stringMatching(message) });
  return body;
}

describe("submissions through the API", () => {
  it("takes 30 a minute from one address, then offers the check and stores nothing more", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(10);
    const ip = freshIp();
    const before = await pending();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post("/api/questions", ip, submission())).status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const over = await post("/api/questions", ip, submission());
    expect(await expectRefused(over, /a lot of questions.*in a minute/)).toHaveProperty("turnstileSiteKey");
    // From then on this client is asked for the Turnstile check first (Turnstile is on in these tests).
    for (let i = 0; i < 5; i++) {
      const asked = await post("/api/questions", ip, submission());
      expect(asked.status).toBe(403);
      expect(await asked.json()).toMatchObject({ success: false, turnstileSiteKey: expect.any(String) });
    }
    expect(await pending()).toBe(before + 30);
    // Anyone else is unaffected.
    expect((await post("/api/questions", freshIp(), submission())).status).toBe(201);
  });

  it("takes 5 a minute from one voter, whichever address they use", async () => {
    await roomInWindow(5);
    const question = await firstQuestion();
    const voted = await post(`/api/questions/${question.id}/vote`, freshIp(), { option: "A" });
    const cookie = cookieFrom(voted.headers);
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/questions", freshIp(), submission(), cookie)).status).toBe(201);
    }
    const before = await pending();
    await expectRefused(await post("/api/questions", freshIp(), submission(), cookie), /a lot of questions/);
    expect(await pending()).toBe(before);
  });
});

describe("new voter identities", () => {
  it("count a whole IPv6 /64 as one address: 300 cookieless votes from 300 of its addresses land 30", {
    timeout: 60_000,
  }, async () => {
    await roomInWindow(25);
    const inNetwork = freshNetwork();
    const question = await firstQuestion("Funny");
    const before = await voteCount(question.id);
    // All at once, as a crowd sends them (one by one they outlasted the minute on a busy machine).
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        post(`/api/questions/${question.id}/vote`, inNetwork(n + 1), { option: "B" }),
      ),
    );
    const passed = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect([passed.length, refused.length]).toEqual([30, 270]);
    for (const response of passed) await response.body?.cancel();
    expect(refused.every((response) => response.headers.get("Retry-After") === "60")).toBe(true);
    const refusals = await Promise.all(refused.map((response) => response.json() as Promise<object>));
    for (const body of refusals) {
      expect(body).toMatchObject({ success: false, error: expect.stringMatching(/new voters.*in a minute/) });
    }
    // Up to the network's 200 a minute, a refusal asks for the quick check, with the widget's key for
    // a page to show it; past them no check helps, so none is offered.
    expect(refusals.filter((body) => "turnstileSiteKey" in body)).toHaveLength(170);
    expect(await voteCount(question.id)).toBe(before + 30);
    // Another /64 of the same provider is another home.
    const neighbour = freshNetwork()(1);
    expect((await post(`/api/questions/${question.id}/vote`, neighbour, { option: "B" })).status).toBe(200);
  });

  it("let a busy address through with a passed check, up to 200 a minute, then refuse everyone unwritten", {
    timeout: 60_000,
  }, async () => {
    await roomInWindow(25);
    const ip = freshIp();
    const question = await firstQuestion("Funny");
    const vote = (cookie?: string, token?: string) =>
      post(`/api/questions/${question.id}/vote`, ip, { option: "B" }, cookie, token);
    const first = await vote();
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first.headers);
    for (let i = 1; i < 30; i++) expect((await vote()).status).toBe(200);
    expect((await vote()).status).toBe(429);
    // A token solved for another form, or a used one, does not pass.
    expect((await vote(undefined, passingToken("submit"))).status).toBe(429);
    const token = passingToken("vote");
    expect((await vote(undefined, token)).status).toBe(200);
    expect((await vote(undefined, token)).status).toBe(429);
    // 34 requests counted so far. The next 165 are counted straight on the binding (as votes, on a
    // busy machine they outlasted the minute); the 200th, with a fresh token, passes, and then nothing does.
    await spendLimit(env.LIMIT_NEW_VOTERS_GROUP_MAX, addressGroup(ip), 165);
    expect((await vote(undefined, passingToken("vote"))).status).toBe(200);
    const counted = await voteCount(question.id);
    const refused = await vote(undefined, passingToken("vote"));
    // Past the second step no check helps, so none is offered.
    expect(await expectRefused(refused, /new voters.*in a minute/)).not.toHaveProperty("turnstileSiteKey");
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await voteCount(question.id)).toBe(counted);

    // A visitor who already has a cookie is not a new voter: their repeat is the usual 409.
    expect((await vote(cookie)).status).toBe(409);
    // Nor is anyone behind another address.
    expect((await post(`/api/questions/${question.id}/vote`, freshIp(), { option: "B" })).status).toBe(200);
  });
});

describe("reports through the API", () => {
  it("takes 10 a minute from one voter; the next is a 429 and is not stored", async () => {
    await roomInWindow(5);
    const { results } = await env.DB.prepare(
      "select id from questions where status = 'published' and category = 'Deep' order by id limit 11",
    ).all<{ id: string }>();
    const voted = await post(`/api/questions/${results[0]?.id}/vote`, freshIp(), { option: "A" });
    const cookie = cookieFrom(voted.headers);
    const report = (id: string) => post(`/api/questions/${id}/report`, freshIp(), { reason: "spam" }, cookie);
    for (const { id } of results.slice(0, 10)) expect((await report(id)).status).toBe(201);
    const last = results[10]?.id as string;
    await expectRefused(await report(last), /a lot of reports/);
    expect(await count("select count(*) as n from reports where question_id = ?", last)).toBe(0);
  });
});
