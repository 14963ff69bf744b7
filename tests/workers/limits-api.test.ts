import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { distinctQuestionText } from "../shared/distinct-question";
import { cookieFrom, firstQuestion } from "./helpers";
import { count, freshIp, roomInWindow } from "./limit-helpers";

// The API's abuse limits with the numbers in wrangler.toml: the request past each limit gets a 429
// with Retry-After and a sentence, and writes nothing.

const BASE = "https://wyr.example";

function post(path: string, ip: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "cf-connecting-ip": ip };
  if (cookie) headers.cookie = cookie;
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
const pending = () => count("select count(*) as n from questions where status = 'pending'");

async function expectRefused(response: Response, message: RegExp) {
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("60");
  expect(await response.json()).toMatchObject({ success: false, error: expect.stringMatching(message) });
}

describe("submissions through the API", () => {
  it("takes 30 a minute from one address, then answers 429 and stores nothing more", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(10);
    const ip = freshIp();
    const before = await pending();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post("/api/questions", ip, submission())).status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    await expectRefused(await post("/api/questions", ip, submission()), /a lot of questions.*in a minute/);
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
  it("lets one address mint 200 voters a minute; past that a vote without a cookie is refused unwritten", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(15);
    const ip = freshIp();
    const question = await firstQuestion("Funny");
    const vote = (cookie?: string) => post(`/api/questions/${question.id}/vote`, ip, { option: "B" }, cookie);
    const first = await vote();
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first.headers);
    for (let i = 1; i < 200; i++) expect((await vote()).status).toBe(200);
    // With a cookie, so the edge cache cannot answer.
    const read = async () => {
      const response = await SELF.fetch(`${BASE}/api/questions/${question.id}`, { headers: { cookie } });
      return ((await response.json()) as { data: { votesB: number } }).data.votesB;
    };
    const counted = await read();

    const refused = await vote();
    await expectRefused(refused, /new voters/);
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    expect(await read()).toBe(counted);

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
