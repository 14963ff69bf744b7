import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { auth, lastMailTo, visitor } from "./auth-helpers";
import { api, cookieFrom, type Json, postJson } from "./helpers";

const first = catalogue.questions.kids?.[0];
if (!first) throw new Error("expected a Kids question");
const slug = "would-you-rather-have-a-pet-dragon-the-size-of-a-c";

describe("the API in two languages", () => {
  it("answers in English by default and in Chinese for ?lang=zh or Accept-Language, one count for both", async () => {
    const english = await api(`/api/questions/slug/${slug}`);
    expect(english.body.data).toMatchObject({ questionText: first.questionText, language: "en" });
    const byParameter = await api(`/api/questions/slug/${slug}?lang=zh`);
    expect(byParameter.body.data).toMatchObject({
      questionText: first.zh.questionText,
      optionA: first.zh.optionA,
      optionB: first.zh.optionB,
      language: "zh",
    });
    const byHeader = await api(`/api/questions/slug/${slug}`, {
      headers: { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" },
    });
    expect(byHeader.body.data).toMatchObject({ questionText: first.zh.questionText });
    // The parameter wins over the header, and both languages share one id, slug and count.
    const asked = await api(`/api/questions/slug/${slug}?lang=en`, { headers: { "Accept-Language": "zh" } });
    expect(asked.body.data).toMatchObject({ questionText: first.questionText });
    for (const key of ["id", "slug", "votesA", "votesB", "category"])
      expect(byParameter.body.data[key]).toEqual(english.body.data[key]);
  });

  it("keeps each language's shared answer apart, with no Vary on Accept-Language", async () => {
    const path = "/api/questions?category=Kids&limit=3";
    const english = await api(path);
    const chinese = await api(path, { headers: { "Accept-Language": "zh" } });
    const englishAgain = await api(path);
    expect(chinese.body.data[0].questionText).not.toBe(english.body.data[0].questionText);
    expect(englishAgain.body.data[0].questionText).toBe(english.body.data[0].questionText);
    expect(chinese.headers.get("Vary") ?? "").not.toMatch(/accept-language/i);
  });

  it("describes categories in the asked language from the database's own columns, keeping the English name as key", async () => {
    const row = await env.DB.prepare(
      "select description, description_zh from categories where name = 'Kids'",
    ).first<{
      description: string;
      description_zh: string;
    }>();
    type Listed = { name: string; description: string; nameZh?: string };
    const kids = (body: Json) => (body.data as Listed[]).find((c) => c.name === "Kids");
    expect(kids((await api("/api/categories")).body)?.description).toBe(row?.description);
    const chinese = kids((await api("/api/categories?lang=zh")).body);
    expect(chinese?.description).toBe(row?.description_zh);
    expect(chinese?.description).toMatch(/[\u4e00-\u9fff]/);
    // Only the asked language travels: no page or answer carries the other one's texts.
    expect(chinese).not.toHaveProperty("descriptionZh");
  });

  it("refuses an unknown language with a 400 in the API's shape", async () => {
    const { status, body } = await api("/api/questions?lang=fr");
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: 'Unknown language "fr": this API speaks en and zh.' });
  });
});

describe("the API's errors in Chinese", () => {
  const chinese = { "Accept-Language": "zh-CN,zh;q=0.9" };

  it("refuses a Chinese picture of no question, and a picture post, in Chinese", async () => {
    const missing = await api("/zh/question/no-such-question/card.png?v=1");
    expect(missing).toMatchObject({ status: 404, body: { success: false, error: "没有这个问题。" } });
    const english = await api("/question/no-such-question/card.png?v=1");
    expect(english.body).toEqual({ success: false, error: "There is no such question." });
    const posted = await api("/zh/og/home.png", { method: "POST", body: "x" });
    expect(posted).toMatchObject({ status: 405, body: { error: "图片只能读取，不能提交。" } });
  });

  it("says not found, no such endpoint and bad JSON in Chinese, keeping the envelope", async () => {
    const missing = await api("/api/questions/slug/no-such-question", { headers: chinese });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: "找不到这个问题。" });
    const nowhere = await api("/api/nowhere?lang=zh");
    expect(nowhere.body).toEqual({ success: false, error: "没有这个接口：GET /api/nowhere。" });
    const id = (await api(`/api/questions/slug/${slug}`)).body.data.id;
    const broken = await postJson(`/api/questions/${id}/vote?lang=zh`, "{not json");
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, error: "请求内容必须是有效的 JSON。" });
  });

  it("refuses a repeat vote in Chinese, with the earlier choice", async () => {
    const id = (await api(`/api/questions/slug/${slug}`)).body.data.id;
    const first = await postJson(`/api/questions/${id}/vote`, { option: "A" }, chinese);
    expect(first.status).toBe(200);
    const again = await postJson(
      `/api/questions/${id}/vote`,
      { option: "B" },
      {
        ...chinese,
        Cookie: cookieFrom(first.headers),
      },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      error: "你已经投过这道题了。",
      vote: { option: "A" },
    });
  });
});

describe("e-mails in the language of the request that sent them", () => {
  it("confirms a Chinese sign-up in Chinese, with a link to the Chinese confirmation page", async () => {
    const email = "meimei@example.com";
    const signUp = await inLocale("zh", () =>
      auth(visitor("203.0.113.77"), "/sign-up/email", { name: "美美", email, password: "xiaolongbao" }),
    );
    expect(signUp.ok).toBe(true);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe("确认你在“你会选哪个”的账号");
    expect(mail?.text).toContain("链接一小时内有效。");
    expect(new URL(mail?.link ?? "").pathname).toBe("/zh/auth/confirm");
  });
});
