import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, postJson } from "./helpers";

const valid = {
  questionText: "Would you rather have a pet cloud or a pet shadow?",
  optionA: "A pet cloud",
  optionB: "A pet shadow",
  category: "Funny",
};

const submit = (body: unknown) => postJson("/api/questions", body);

describe("POST /api/questions", () => {
  it("stores a valid submission as pending, invisible until approved", async () => {
    const res = await submit({ ...valid, submittedBy: "  Sam  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: "pending", slug: "would-you-rather-have-a-pet-cloud-or-a-pet-shadow" },
    });
    const row = await env.DB.prepare("select * from questions where id = ?").bind(res.body.data.id).first();
    expect(row).toMatchObject({
      status: "pending",
      submitted_by: "Sam",
      votes_a: 0,
      votes_b: 0,
      category: "Funny",
    });
    expect((await api(`/api/questions/${res.body.data.id}`)).status).toBe(404);
    expect((await api(`/api/questions/slug/${res.body.data.slug}`)).status).toBe(404);
    expect((await api("/api/questions?search=pet%20shadow")).body.total).toBe(0);
  });

  it("applies the six rules in their fixed order with their exact messages", async () => {
    const long = (n: number) => "x".repeat(n);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Please enter a question"],
      [{ ...valid, questionText: "   " }, "Please enter a question"],
      [{ ...valid, questionText: long(201), optionA: "" }, "Please enter Option A"],
      [{ ...valid, optionB: "" }, "Please enter Option B"],
      [{ ...valid, category: "" }, "Please select a category"],
      [{ ...valid, questionText: long(201), optionA: long(101) }, "Question cannot exceed 200 characters"],
      [{ ...valid, optionA: long(101) }, "Options cannot exceed 100 characters"],
      [{ ...valid, optionB: long(101) }, "Options cannot exceed 100 characters"],
      [{ ...valid, submittedBy: long(51) }, "Nickname cannot exceed 50 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await submit(body);
      expect(res.status, message).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe(message);
    }
  });

  it("accepts the limits exactly and trims before measuring", async () => {
    const res = await submit({
      questionText: `  Would you rather ${"q".repeat(182)}?  `,
      optionA: ` ${"a".repeat(100)} `,
      optionB: "b".repeat(100),
      category: "Hard",
      submittedBy: "n".repeat(50),
    });
    expect(res.status).toBe(201);
  });

  it("lists every problem in issues, the first one in error", async () => {
    const res = await submit({});
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual([
      "questionText",
      "optionA",
      "optionB",
      "category",
    ]);
  });

  it("rejects an unknown category and writes nothing", async () => {
    const before = await env.DB.prepare("select count(*) as n from questions").first<{ n: number }>();
    const res = await submit({ ...valid, category: "Gardening" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Please select a valid category");
    const after = await env.DB.prepare("select count(*) as n from questions").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("refuses a duplicate, ignoring case and punctuation", async () => {
    const original = { ...valid, questionText: "Would you rather ride a giant snail or a tiny horse?" };
    expect((await submit(original)).status).toBe(201);
    const again = await submit({
      ...original,
      questionText: "would you rather RIDE a giant snail, or a tiny horse",
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This question has already been submitted.");
  });

  it("refuses a submission that repeats a catalogue question", async () => {
    const existing = (await api("/api/questions?limit=1")).body.data[0];
    const res = await submit({ ...existing, category: existing.category });
    expect(res.status).toBe(409);
  });

  it("gives a numeric suffix when two questions share a slug", async () => {
    // Slugs are cut to 50 characters, so questions that differ only later share one.
    const stem = "Would you rather spend a whole summer on a tiny island";
    const a = await submit({ ...valid, questionText: `${stem} with friends or at home?` });
    const b = await submit({ ...valid, questionText: `${stem} alone or in a busy city?` });
    expect(a.body.data.slug).toBe("would-you-rather-spend-a-whole-summer-on-a-tiny-is");
    expect(b.body.data.slug).toBe("would-you-rather-spend-a-whole-summer-on-a-tiny-2");
  });

  it("answers wrong types, malformed JSON and non-object bodies with 400 sentences", async () => {
    expect((await submit({ ...valid, questionText: 42 })).body.error).toBe("questionText must be text.");
    expect((await submit("{not json")).body).toEqual({
      success: false,
      error: "The request body must be valid JSON.",
    });
    expect((await submit("[1,2]")).body.error).toBe("The request body must be a JSON object.");
    expect((await submit("")).status).toBe(400);
  });

  it("answers an oversized body with 413", async () => {
    const res = await submit({ ...valid, padding: "x".repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: "The request body is larger than 16 KB." });
  });
});

describe("POST /api/questions in Chinese", () => {
  const chinese = {
    questionText: "你宁愿养一朵云当宠物，还是养一个会跳舞的影子？",
    optionA: "一朵云（会下雨）",
    optionB: "会跳舞的影子！",
    category: "Funny",
  };
  const submitIn = (body: unknown, lang = "zh") => postJson(`/api/questions?lang=${lang}`, body);

  it("stores a Chinese question with its full-width punctuation, as Chinese, with a Chinese status link", async () => {
    const res = await submitIn({ ...chinese, submittedBy: " 小明 " });
    expect(res.status).toBe(201);
    expect(res.body.data.statusUrl).toMatch(/^https:\/\/wyr\.example\/zh\/submission\/[\w-]{43}$/);
    const row = await env.DB.prepare("select * from questions where id = ?").bind(res.body.data.id).first();
    expect(row).toMatchObject({
      question_text: chinese.questionText,
      option_a: chinese.optionA,
      option_b: chinese.optionB,
      submitted_by: "小明",
      language: "zh",
      status: "pending",
    });
  });

  it("refuses in Chinese when asked with ?lang=zh or Accept-Language, under the same field", async () => {
    const unknown = await submitIn({ ...chinese, category: "Gardening" });
    expect(unknown.body).toMatchObject({ success: false, error: "请选择一个有效的分类", field: "category" });
    const link = await postJson(
      "/api/questions",
      { ...chinese, optionA: "去 example.com 看看" },
      {
        "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.5",
      },
    );
    expect(link.body).toMatchObject({
      success: false,
      error: "选项 A里不能有链接或网址。",
      field: "optionA",
    });
    const empty = await submitIn({ ...chinese, questionText: " " });
    expect(empty.body.error).toBe("请输入问题");
    // The same refusal in English when asked in English.
    expect((await submitIn({ ...chinese, category: "Gardening" }, "en")).body.error).toBe(
      "Please select a valid category",
    );
  });

  it("refuses a Chinese duplicate whatever its punctuation, and a near-duplicate, in Chinese", async () => {
    const original = { ...chinese, questionText: "你宁愿每天骑一只巨型蜗牛上学，还是骑一匹迷你小马？" };
    expect((await submitIn(original)).status).toBe(201);
    const again = await submitIn({
      ...original,
      questionText: "你宁愿每天骑一只巨型蜗牛上学, 还是骑一匹迷你小马!",
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "这个问题已经有人投稿过了。", field: "questionText" });
    const near = await submitIn({ ...original, questionText: `${original.questionText}快选！` });
    expect(near.status).toBe(409);
    expect(near.body).toMatchObject({ error: "已经有一个非常相似的问题了", field: "questionText" });
    expect(near.body.url).toBeUndefined();
  });

  it("finds a Chinese question asked again with its options swapped, by its options' clauses", async () => {
    const original = {
      ...chinese,
      questionText: "你宁愿拥有一台会做饭的机器人，还是一只会打扫的小狗？",
      optionA: "会做饭的机器人",
      optionB: "会打扫的小狗",
    };
    const first = await submitIn(original);
    expect(first.status).toBe(201);
    const swapped = await submitIn({
      ...original,
      questionText: "你宁愿拥有一只会打扫的小狗，还是一台会做饭的机器人？",
      optionA: original.optionB,
      optionB: original.optionA,
    });
    expect(swapped.status).toBe(409);
    expect(swapped.body).toMatchObject({ error: "已经有一个非常相似的问题了", field: "questionText" });
  });
});
