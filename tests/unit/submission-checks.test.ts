import { afterEach, describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { baseLocale, overwriteGetLocale } from "#domain/paraglide/runtime.js";
import { parseReviewFlags, rejectionReasonLabel, submitterNotice } from "#domain/review-flags.ts";
import { checkSubmission } from "#worker/submission-checks/checks.ts";

const valid = {
  questionText: "Would you rather have a pet cloud or a pet shadow?",
  optionA: "A pet cloud",
  optionB: "A pet shadow",
  category: "Funny",
  submittedBy: undefined,
};
const check = (changes: Partial<typeof valid> | Record<string, string>, category = "Funny") =>
  checkSubmission({ ...valid, ...changes }, category);

describe("checkSubmission", () => {
  it("passes every catalogue question in its own category without a flag", () => {
    const names = new Map(catalogue.categories.map((c) => [c.slug, c.name]));
    for (const [slug, questions] of Object.entries(catalogue.questions)) {
      const category = names.get(slug) ?? slug;
      for (const { questionText, optionA, optionB } of questions) {
        const q = { questionText, optionA, optionB };
        expect(checkSubmission({ ...q, category, submittedBy: undefined }, category), q.questionText).toEqual(
          {
            ok: true,
            submission: { ...q, category, submittedBy: undefined },
            flags: [],
          },
        );
      }
    }
  });

  it("returns the normalised text and measures it again", () => {
    const result = check({ questionText: "Ｗｏｕｌｄ you\u200B rather ﬂy?", submittedBy: "\u200B" });
    expect(result).toMatchObject({ ok: true, submission: { questionText: "Would you rather fly?" } });
    expect(result.ok && result.submission.submittedBy).toBeUndefined();
    expect(check({ optionA: "\u200B\u200D" })).toEqual({
      ok: false,
      refusal: { field: "optionA", message: "Please enter Option A" },
    });
  });

  it("refuses under the field where the problem is, in field order", () => {
    expect(check({ optionB: "Call 555-123-4567" })).toEqual({
      ok: false,
      refusal: { field: "optionB", message: "Option B cannot contain phone numbers." },
    });
    expect(check({ submittedBy: "sam@example.com", optionA: "www.x.com" })).toMatchObject({
      refusal: { field: "optionA", message: "Option A cannot contain links or web addresses." },
    });
    expect(check({ submittedBy: "sh1thead" })).toMatchObject({
      refusal: {
        field: "submittedBy",
        message: "Your nickname uses language we don't allow. Please keep it friendly.",
      },
    });
  });

  it("is stricter for Kids: mild words are refused there and only flagged elsewhere", () => {
    const damn = { questionText: "Would you rather step on a damn LEGO or a pinecone?" };
    expect(check(damn, "Kids")).toMatchObject({
      refusal: { message: "Your question uses a word that isn't suitable for the Kids category." },
    });
    expect(check(damn, "Adults")).toMatchObject({
      ok: true,
      flags: [{ code: "mild-language", detail: "damn" }],
    });
  });

  it("lets Spicy be cheeky but never explicit", () => {
    expect(check({ optionA: "A sexy accent" }, "Spicy")).toMatchObject({ ok: true });
    expect(check({ optionA: "Porn star" }, "Spicy")).toMatchObject({ ok: false });
  });

  it("refuses identical options, whatever their case, spacing or punctuation", () => {
    expect(check({ optionA: "Pizza", optionB: "  PIZZA! " })).toEqual({
      ok: false,
      refusal: { field: "optionB", message: "Option A and Option B must be different." },
    });
    expect(check({ optionA: "🍕", optionB: "🌮" })).toMatchObject({ ok: true });
  });

  it("flags shouting and repeated characters instead of refusing them", () => {
    const result = check({ questionText: "WOULD YOU RATHER HAVE A PET CLOUD?", optionA: "Sooooo fluffy" });
    expect(result).toMatchObject({
      ok: true,
      flags: [
        { code: "shouting", detail: "questionText" },
        { code: "repeated-characters", detail: "ooooo" },
      ],
    });
  });
});

describe("checkSubmission in Chinese", () => {
  afterEach(() => overwriteGetLocale(() => baseLocale));
  const chinese = {
    questionText: "你宁愿养一朵云当宠物，还是养一个影子？",
    optionA: "一朵云",
    optionB: "一个影子",
    category: "Funny",
    submittedBy: "小明",
  };
  const checkChinese = (changes: Record<string, string>, category = "Funny") =>
    checkSubmission({ ...chinese, ...changes }, category);

  it("passes every Chinese catalogue question in its own category, punctuation kept", () => {
    const names = new Map(catalogue.categories.map((c) => [c.slug, c.name]));
    for (const [slug, questions] of Object.entries(catalogue.questions)) {
      const category = names.get(slug) ?? slug;
      for (const { zh: full } of questions) {
        const zh = { questionText: full.questionText, optionA: full.optionA, optionB: full.optionB };
        expect(
          checkSubmission({ ...zh, category, submittedBy: undefined }, category),
          zh.questionText,
        ).toEqual({
          ok: true,
          submission: { ...zh, category, submittedBy: undefined },
          flags: [],
        });
      }
    }
  });

  it("stores a Chinese question with its full-width punctuation, full-width letters folded", () => {
    expect(checkChinese({ questionText: "你宁愿养一朵云（会下雨的），还是养ＡＩ影子？！" })).toMatchObject({
      ok: true,
      submission: { questionText: "你宁愿养一朵云（会下雨的），还是养AI影子？！" },
    });
  });

  it("refuses in the language of the request, under the same field", () => {
    overwriteGetLocale(() => "zh");
    expect(checkChinese({ optionB: "打 555-123-4567" })).toEqual({
      ok: false,
      refusal: { field: "optionB", message: "选项 B里不能有电话号码。" },
    });
    expect(checkChinese({ questionText: "你宁愿去 www.x.com，还是不去？" })).toMatchObject({
      refusal: { field: "questionText", message: "你的问题里不能有链接或网址。" },
    });
    expect(checkChinese({ submittedBy: "sam@example.com" })).toMatchObject({
      refusal: { field: "submittedBy", message: "你的昵称里不能有邮箱地址。" },
    });
    expect(checkChinese({ submittedBy: "sh1thead" })).toMatchObject({
      refusal: { message: "你的昵称里有不允许使用的字眼，请说得友善一些。" },
    });
    expect(checkChinese({ optionA: "damn 乐高" }, "Kids")).toMatchObject({
      refusal: { field: "optionA", message: "选项 A里有不适合儿童分类的字眼。" },
    });
    expect(checkChinese({ optionA: "一朵云！", optionB: "一朵云" })).toEqual({
      ok: false,
      refusal: { field: "optionB", message: "选项 A 和选项 B 不能一样。" },
    });
    expect(checkChinese({ questionText: "" })).toMatchObject({
      refusal: { field: "questionText", message: "请输入问题" },
    });
  });

  it("finds links and addresses behind the full-width punctuation a Chinese text keeps", () => {
    expect(checkChinese({ optionA: "去ｅｘａｍｐｌｅ．ｃｏｍ看看" })).toMatchObject({
      refusal: { field: "optionA" },
    });
    expect(checkChinese({ optionA: "写信给 sam＠example．com 吧" })).toMatchObject({
      refusal: { field: "optionA" },
    });
    expect(checkChinese({ optionA: "打（555）123-4567！" })).toMatchObject({ refusal: { field: "optionA" } });
  });
});

describe("review flags and rejection reasons", () => {
  it("reads stored flags, treating missing or unreadable ones as none", () => {
    expect(parseReviewFlags('[{"code":"shouting","detail":"optionA"}]')).toEqual([
      { code: "shouting", detail: "optionA" },
    ]);
    for (const stored of [null, undefined, "", "not json", '[{"code":"nope"}]', "{}"]) {
      expect(parseReviewFlags(stored)).toEqual([]);
    }
  });

  it("tells the submitter politely why a moderator will look closer", () => {
    expect(submitterNotice([])).toBeUndefined();
    expect(
      submitterNotice([{ code: "shouting" }, { code: "repeated-characters" }, { code: "shouting" }]),
    ).toBe(
      "A moderator will take a closer look because it is written mostly in capital letters and it repeats some characters many times.",
    );
  });

  it("labels known rejection reasons only", () => {
    expect(rejectionReasonLabel("off-topic")).toBe("It is not a would-you-rather question");
    expect(rejectionReasonLabel("made-up")).toBeUndefined();
    expect(rejectionReasonLabel(null)).toBeUndefined();
  });
});
