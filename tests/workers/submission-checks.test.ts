import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postJson } from "./helpers";

const valid = {
  questionText: "Would you rather have a pet cloud or a pet shadow?",
  optionA: "A pet cloud",
  optionB: "A pet shadow",
  category: "Funny",
};

const submit = (body: unknown) => postJson("/api/questions", body);
const count = async () =>
  (await env.DB.prepare("select count(*) as n from questions").first<{ n: number }>())?.n ?? 0;
const stored = (id: string) =>
  env.DB.prepare("select * from questions where id = ?").bind(id).first<Record<string, unknown>>();

/** Submits, expects a refusal with this status and sentence, and that nothing was written. */
async function expectRefused(body: Record<string, unknown>, status: number, error: string, field: string) {
  const before = await count();
  const res = await submit(body);
  expect(res.status, error).toBe(status);
  expect(res.body, error).toMatchObject({ success: false, error, field });
  expect(await count(), error).toBe(before);
  return res.body;
}

describe("automatic checks on POST /api/questions", () => {
  it("refuses links, e-mail addresses and phone numbers in every field", async () => {
    await expectRefused(
      { ...valid, questionText: "Would you rather visit example.com or www.test.org?" },
      400,
      "Your question cannot contain links or web addresses.",
      "questionText",
    );
    await expectRefused(
      { ...valid, optionA: "Mail sam@example.org" },
      400,
      "Option A cannot contain e-mail addresses.",
      "optionA",
    );
    await expectRefused(
      { ...valid, optionB: "Call +1 (555) 123-4567" },
      400,
      "Option B cannot contain phone numbers.",
      "optionB",
    );
    await expectRefused(
      { ...valid, submittedBy: "https://spam.example" },
      400,
      "Your nickname cannot contain links or web addresses.",
      "submittedBy",
    );
  });

  it("refuses explicit words in any disguise, in every category", async () => {
    const message = "Your question uses language we don't allow. Please keep it friendly.";
    const disguises = [
      "Would you rather say fuck or nothing?",
      "Would you rather say ｆｕｃｋ or nothing?",
      "Would you rather say f\u200Bu\u200Cck or nothing?",
      "Would you rather say f4ck or nothing?",
      "Would you rather say sh1t or nothing?",
    ];
    for (const questionText of disguises) {
      await expectRefused({ ...valid, category: "Spicy", questionText }, 400, message, "questionText");
    }
  });

  it("is stricter for Kids than for grown-ups, and lets Spicy be cheeky", async () => {
    const mild = { ...valid, questionText: "Would you rather eat a crappy sandwich or a damn soggy one?" };
    await expectRefused(
      { ...mild, category: "Kids" },
      400,
      "Your question uses a word that isn't suitable for the Kids category.",
      "questionText",
    );
    const adults = await submit({ ...mild, category: "Adults" });
    expect(adults.status).toBe(201);
    expect(JSON.parse(String((await stored(adults.body.data.id))?.review_flags))).toEqual([
      { code: "mild-language", detail: "damn" },
    ]);
    const spicy = await submit({
      ...valid,
      category: "Spicy",
      questionText: "Would you rather date someone with a sexy accent or a cheeky grin?",
      optionA: "Sexy accent",
      optionB: "Cheeky grin",
    });
    expect(spicy.status).toBe(201);
  });

  it("refuses identical options", async () => {
    await expectRefused(
      { ...valid, optionA: "Pizza", optionB: " pizza!" },
      400,
      "Option A and Option B must be different.",
      "optionB",
    );
  });

  it("stores the normalised text, and refuses a text that normalises to nothing", async () => {
    const res = await submit({
      ...valid,
      questionText: "Would  you\u200B rather ride a ﬁre truck or a \u202Egolf cart?",
      optionA: "Ｆｉｒｅ truck",
    });
    expect(res.status).toBe(201);
    expect(await stored(res.body.data.id)).toMatchObject({
      question_text: "Would you rather ride a fire truck or a golf cart?",
      option_a: "Fire truck",
    });
    await expectRefused({ ...valid, optionA: "\u200B\u2060" }, 400, "Please enter Option A", "optionA");
  });

  it("flags shouting and repeated characters, tells the submitter politely, and still accepts", async () => {
    const res = await submit({
      ...valid,
      questionText: "WOULD YOU RATHER LIVE ON A BOAT OR IN A TREEHOUSE?!!!!",
      optionA: "A boat",
      optionB: "A treehouse",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.notice).toBe(
      "A moderator will take a closer look because it is written mostly in capital letters and it repeats some characters many times.",
    );
    expect(JSON.parse(String((await stored(res.body.data.id))?.review_flags))).toEqual([
      { code: "shouting", detail: "questionText" },
      { code: "repeated-characters", detail: "!!!!" },
    ]);
    const plain = await submit({
      ...valid,
      questionText: "Would you rather own a lighthouse or a windmill?",
    });
    expect(plain.body.data.notice).toBeUndefined();
    expect((await stored(plain.body.data.id))?.review_flags).toBeNull();
  });
});

describe("near-duplicates", () => {
  it("refuses a reworded published question with a link to it", async () => {
    const body = await expectRefused(
      {
        ...valid,
        questionText: "Would you rather have super speed or super strength?!",
        optionA: "Speed",
        optionB: "Strength",
      },
      409,
      "A very similar question already exists",
      "questionText",
    );
    const original = await env.DB.prepare("select slug from questions where question_text = ?")
      .bind("Would you rather have super strength or super speed?")
      .first<{ slug: string }>();
    expect(body.slug).toBe(original?.slug);
    expect(body.url).toBe(`https://wyr.example/question/${original?.slug}`);
  });

  it("refuses a reworded pending question without giving its address away", async () => {
    const first = await submit({
      ...valid,
      questionText: "Would you rather juggle flaming torches or swallow swords?",
    });
    expect(first.status).toBe(201);
    const body = await expectRefused(
      { ...valid, questionText: "Would you rather swallow swords or juggle flaming torches?" },
      409,
      "A very similar question already exists",
      "questionText",
    );
    expect(body.slug).toBeUndefined();
    expect(body.url).toBeUndefined();
  });

  it("flags a close cousin with the other question's slug", async () => {
    const res = await submit({
      ...valid,
      questionText: "Would you rather have a pet quokka the size of a cat or a cat the size of a quokka?",
      optionA: "Tiny quokka",
      optionB: "Giant cat",
    });
    expect(res.status).toBe(201);
    const flags = JSON.parse(String((await stored(res.body.data.id))?.review_flags));
    expect(flags).toEqual([{ code: "near-duplicate", detail: expect.stringContaining("pet-dragon") }]);
  });

  it("keeps the exact-duplicate answer for the same words", async () => {
    await expectRefused(
      { ...valid, questionText: "would you rather have SUPER strength, or super speed" },
      409,
      "This question has already been submitted.",
      "questionText",
    );
  });
});
