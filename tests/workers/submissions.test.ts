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
