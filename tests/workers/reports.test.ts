import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REPORT_NOTE_MAX } from "#domain/report-rules.ts";
import { AUTO_HIDE_REPORTS } from "#worker/services/moderation/reports.ts";
import { api, cookieFrom, d1Question, firstQuestion, type Json, postJson } from "./helpers";

const report = (id: string, body: unknown, cookie?: string) =>
  postJson(`/api/questions/${id}/report`, body, cookie ? { Cookie: cookie } : {});

/** A voter cookie (even an unsigned one) keeps reads out of the shared edge cache, so each read is fresh. */
const FRESH = { headers: { Cookie: "wyr_voter=reader" } };

async function reportsOf(id: string) {
  const { results } = await env.DB.prepare(
    "select voter_hash, reason, note, resolved_at from reports where question_id = ? order by created_at",
  )
    .bind(id)
    .all<Json>();
  return results;
}

describe("POST /api/questions/:id/report", () => {
  it("records a report, gives a new visitor a voter cookie, and answers kindly", async () => {
    const q = await firstQuestion("Food");
    const res = await report(q.id, { reason: "duplicate", note: "  Same as the pizza one.  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Thanks for letting us know. A moderator will review this question within 24 hours.",
    });
    expect(res.headers.get("Set-Cookie")).toMatch(/^wyr_voter=/);
    const [row, ...rest] = await reportsOf(q.id);
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ reason: "duplicate", note: "Same as the pizza one.", resolved_at: null });
    expect(row?.voter_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes one report per voter: a repeat is a 409 and writes nothing", async () => {
    const q = await firstQuestion("Adults");
    const first = await report(q.id, { reason: "spam" });
    const cookie = cookieFrom(first.headers);
    const again = await report(q.id, { reason: "other", note: "Changed my mind" }, cookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: "You have already reported this question." });
    expect(await reportsOf(q.id)).toEqual([expect.objectContaining({ reason: "spam", note: null })]);
  });

  it("refuses bad input with a sentence and writes nothing", async () => {
    const q = await firstQuestion("Deep");
    const cases: [unknown, RegExp][] = [
      [{ reason: "boring" }, /^Choose a reason: offensive, spam, duplicate, wrong-category, other\.$/],
      [{}, /^Choose a reason/],
      [{ reason: "other" }, /^Please tell us what is wrong/],
      [{ reason: "other", note: "   " }, /^Please tell us what is wrong/],
      [
        { reason: "spam", note: "x".repeat(REPORT_NOTE_MAX + 1) },
        /^The note cannot be longer than 500 characters\.$/,
      ],
      [{ reason: "spam", note: 42 }, /^The note must be text\.$/],
      ["not json", /^The request body must be valid JSON\.$/],
      [["spam"], /^The request body must be a JSON object\.$/],
    ];
    for (const [body, message] of cases) {
      const res = await report(q.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toMatch(message);
    }
    expect(await reportsOf(q.id)).toEqual([]);
  });

  it("accepts a note of exactly the limit, and a note with any reason", async () => {
    const q = await firstQuestion("Travel");
    expect((await report(q.id, { reason: "other", note: "y".repeat(REPORT_NOTE_MAX) })).status).toBe(201);
    expect((await report(q.id, { reason: "wrong-category", note: "Belongs in Food" })).status).toBe(201);
  });

  it("answers 404 for an unknown or malformed question id and for a hidden question", async () => {
    expect((await report("no-such-question", { reason: "spam" })).status).toBe(404);
    expect((await report("bad id!", { reason: "spam" })).status).toBe(400);
    const q = await firstQuestion("Sports");
    await env.DB.prepare("update questions set status = 'hidden' where id = ?").bind(q.id).run();
    const hidden = await report(q.id, { reason: "spam" });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ success: false, error: "Question not found." });
    expect(await reportsOf(q.id)).toEqual([]);
  });
});

describe("POST /api/questions/:id/report in Chinese", () => {
  const zh = (id: string, body: unknown, cookie?: string) =>
    postJson(`/api/questions/${id}/report?lang=zh`, body, cookie ? { Cookie: cookie } : {});

  it("thanks, refuses a repeat, bad input and a missing question in Chinese", async () => {
    const q = await firstQuestion("Technology");
    const first = await zh(q.id, { reason: "spam" });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: "谢谢你告诉我们！管理员会在 24 小时内审核这个问题。",
    });
    const again = await zh(q.id, { reason: "spam" }, cookieFrom(first.headers));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: "你已经举报过这个问题了。" });

    const cases: [unknown, string][] = [
      [{ reason: "boring" }, "请选择举报原因：offensive, spam, duplicate, wrong-category, other。"],
      [{ reason: "other" }, "选择“其他问题”时，请告诉我们哪里不对。"],
      [{ reason: "spam", note: "x".repeat(REPORT_NOTE_MAX + 1) }, `备注不能超过 ${REPORT_NOTE_MAX} 个字。`],
      [{ reason: "spam", note: 42 }, "备注必须是文字。"],
    ];
    for (const [body, error] of cases) {
      const res = await zh(q.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    const missing = await zh("no-such-question", { reason: "spam" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "找不到这个问题。" });
  });

  it("answers in Chinese when Accept-Language asks for it, and in English otherwise", async () => {
    const q = await firstQuestion("Classics");
    const chinese = await postJson(
      `/api/questions/${q.id}/report`,
      { reason: "spam", note: "x".repeat(REPORT_NOTE_MAX + 1) },
      { "Accept-Language": "zh-CN,zh;q=0.9" },
    );
    expect(chinese.body.error).toBe(`备注不能超过 ${REPORT_NOTE_MAX} 个字。`);
    const english = await report(q.id, { reason: "other" });
    expect(english.body.error).toMatch(/^Please tell us what is wrong when you choose "Something else"\.$/);
  });
});

describe(`${AUTO_HIDE_REPORTS} distinct reporters hide a question`, () => {
  it("keeps it at 4, hides it at 5, and then it is gone from every read and refuses votes", async () => {
    expect(AUTO_HIDE_REPORTS).toBe(5);
    const q = await firstQuestion("Kids");
    const day = new Date().toISOString().slice(0, 10);
    // Make it the day's question and the most voted, so its absence from both is meaningful.
    await env.DB.batch([
      env.DB.prepare("insert or replace into featured_days (day, question_id) values (?, ?)").bind(day, q.id),
      env.DB.prepare("update questions set votes_a = 1000000 where id = ?").bind(q.id),
    ]);
    expect((await api("/api/questions/featured/today", FRESH)).body.data.id).toBe(q.id);
    expect((await api("/api/questions/top/5", FRESH)).body.data[0].id).toBe(q.id);
    const search = encodeURIComponent(q.questionText.split(" ").slice(0, 6).join(" "));
    const found = await api(`/api/questions?search=${search}`, FRESH);
    expect(found.body.data.map((x: Json) => x.id)).toContain(q.id);
    // The object learns the question with a first vote, and then caches it.
    expect((await postJson(`/api/questions/${q.id}/vote`, { option: "A" })).status).toBe(200);

    for (let n = 1; n < AUTO_HIDE_REPORTS; n++) {
      expect((await report(q.id, { reason: "offensive" })).status).toBe(201);
    }
    expect((await d1Question(q.id))?.status).toBe("published");
    expect((await api(`/api/questions/${q.id}`, FRESH)).status).toBe(200);

    expect((await report(q.id, { reason: "spam" })).status).toBe(201);
    expect((await d1Question(q.id))?.status).toBe("hidden");
    expect(await reportsOf(q.id)).toHaveLength(AUTO_HIDE_REPORTS);

    const reads = {
      list: await api("/api/questions?limit=100&category=Kids", FRESH),
      search: await api(`/api/questions?search=${search}`, FRESH),
      top: await api("/api/questions/top/50", FRESH),
      featured: await api("/api/questions/featured/today", FRESH),
    };
    // The count too, which the full-text index keeps by status.
    expect(reads.search.body.total).toBe(found.body.total - 1);
    for (const [name, res] of Object.entries(reads)) {
      expect(res.status, name).toBe(200);
      const ids = [res.body.data].flat().map((x: Json) => x.id);
      expect(ids, name).not.toContain(q.id);
    }
    expect((await api(`/api/questions/${q.id}`, FRESH)).status).toBe(404);
    expect((await api(`/api/questions/slug/${q.slug}`, FRESH)).status).toBe(404);
    expect((await api(`/question/${q.slug}/card.png`, FRESH)).status).toBe(404);
    // No waiting for the object's periodic recheck: the hide told it at once.
    const vote = await postJson(`/api/questions/${q.id}/vote`, { option: "B" });
    expect(vote.status).toBe(404);
    expect(vote.body).toEqual({ success: false, error: "Question not found." });
    // A sixth reporter finds nothing to report.
    expect((await report(q.id, { reason: "spam" })).status).toBe(404);
  });

  it("counts only open reports: resolved ones do not bring a question back down", async () => {
    const q = await firstQuestion("Funny");
    for (let n = 0; n < AUTO_HIDE_REPORTS - 1; n++) await report(q.id, { reason: "spam" });
    await env.DB.prepare("update reports set resolved_at = ? where question_id = ?")
      .bind(Date.now(), q.id)
      .run();
    expect((await report(q.id, { reason: "spam" })).status).toBe(201);
    expect((await d1Question(q.id))?.status).toBe("published");
  });
});
