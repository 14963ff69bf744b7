import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import categoryNames from "#content/category-names.json";
import { CATEGORY_FLOOR } from "#content/check.ts";
import { prepareCatalogue, seedStatements, stableId } from "#content/seed.ts";
import { normaliseForDuplicates } from "#domain/slug.ts";

const prepared = prepareCatalogue(catalogue);
const options = prepared.flatMap((q) => [q.optionA, q.optionB]);
const words = (text: string) => text.trim().split(/\s+/).length;

/** How a question opens: its first four words after "Would you rather". */
const opening = (text: string) =>
  text
    .replace(/^Would you rather /, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]/gu, "")
    .split(/\s+/)
    .slice(0, 4)
    .join(" ");
// The most any one opening may appear across the catalogue (the most common ones stand at 3).
const OPENING_CAP = 3;

// British spellings that slip in most often; the house style is US English.
const BRITISH =
  /\b(colour|favourite|flavour|humour|neighbour|behaviour|honour|centre|theatre|metre|organis|realis|recognis|apologis|travell|jewellery|pyjama|grey|cosy|mum|aeroplane|programme|tyre)/i;

describe("the question catalogue", () => {
  it("has 14 categories, the main ones, the teen Crush set and Classics among them", () => {
    const names = catalogue.categories.map((c) => c.name);
    expect(names).toHaveLength(14);
    for (const name of [
      "Kids",
      "Adults",
      "Deep",
      "Funny",
      "Hard",
      "Spicy",
      "Crush",
      "Movie",
      "Entertainment",
      "Classics",
    ]) {
      expect(names).toContain(name);
    }
  });

  it(`has at least 1,560 questions and at least ${CATEGORY_FLOOR} in every category`, () => {
    expect(prepared.length).toBeGreaterThanOrEqual(1560);
    for (const c of catalogue.categories) {
      expect(prepared.filter((q) => q.category === c.name).length, c.name).toBeGreaterThanOrEqual(
        CATEGORY_FLOOR,
      );
    }
  });

  it("keeps every question within the site's limits, as a real two-option question", () => {
    for (const q of prepared) {
      expect(q.questionText.length).toBeLessThanOrEqual(200);
      expect(q.optionA.length).toBeLessThanOrEqual(100);
      expect(q.optionB.length).toBeLessThanOrEqual(100);
      expect(q.questionText).toMatch(/^Would you rather .+\?$/);
      expect(q.optionA.toLowerCase()).not.toBe(q.optionB.toLowerCase());
    }
  });

  it("has every question and category in Simplified Chinese too, written as a Chinese question", () => {
    const han = /\p{Script=Han}/u;
    for (const q of prepared) {
      expect(q.zh.questionText, q.questionText).toMatch(/^你.+？$/);
      expect(q.zh.questionText.length, q.questionText).toBeLessThanOrEqual(100);
      for (const option of [q.zh.optionA, q.zh.optionB]) {
        expect(option, q.questionText).toMatch(han);
        expect(option.length, q.questionText).toBeLessThanOrEqual(30);
      }
      expect(q.zh.optionA).not.toBe(q.zh.optionB);
    }
    for (const c of catalogue.categories) {
      for (const text of Object.values(c.zh)) expect(text, c.name).toMatch(han);
    }
    expect(new Set(catalogue.categories.map((c) => c.zh.name)).size).toBe(catalogue.categories.length);
    // The pages' name list holds exactly the catalogue's categories.
    expect(Object.keys(categoryNames.zh).sort()).toEqual(catalogue.categories.map((c) => c.name).sort());
  });

  it("follows the house style: options of one to six words, second person, US spelling", () => {
    for (const option of options) {
      expect(words(option), option).toBeGreaterThanOrEqual(1);
      expect(words(option), option).toBeLessThanOrEqual(6);
    }
    for (const text of [...prepared.map((q) => q.questionText), ...options]) {
      expect(text, "second person").not.toMatch(/\b(I|me|my|mine|myself)\b/);
      expect(text, "US spelling").not.toMatch(BRITISH);
    }
  });

  it(`lets no opening of four words repeat more than ${OPENING_CAP} times`, () => {
    const counts = new Map<string, number>();
    for (const q of prepared)
      counts.set(opening(q.questionText), (counts.get(opening(q.questionText)) ?? 0) + 1);
    const overused = [...counts].filter(([, n]) => n > OPENING_CAP);
    expect(overused).toEqual([]);
  });

  it("keeps Spicy for adults and Crush for teens: no school in one, no dating apps or teachers' dates in the other", () => {
    for (const q of prepared.filter((q) => q.category === "Spicy")) {
      expect(`${q.questionText} ${q.optionA} ${q.optionB}`).not.toMatch(/school|teacher|homework|teen/i);
    }
    for (const q of prepared.filter((q) => q.category === "Crush")) {
      expect(`${q.questionText} ${q.optionA} ${q.optionB}`).not.toMatch(
        /dating app|date (with )?(a|your) teacher/i,
      );
    }
  });

  it("has no duplicates after normalising case and punctuation, and unique slugs and ids", () => {
    const keys = prepared.map((q) => normaliseForDuplicates(q.questionText));
    expect(new Set(keys).size).toBe(prepared.length);
    expect(new Set(prepared.map((q) => q.slug)).size).toBe(prepared.length);
    expect(new Set(prepared.map((q) => q.id)).size).toBe(prepared.length);
  });

  it("gives every category real SEO copy, and marks only Spicy as mature", () => {
    for (const c of catalogue.categories) {
      expect(c.seoTitle.length).toBeGreaterThan(20);
      expect(c.seoTitle.length).toBeLessThanOrEqual(60);
      expect(c.seoDescription.length).toBeGreaterThan(80);
      expect(c.description.length).toBeGreaterThan(60);
      expect(c.mature).toBe(c.name === "Spicy");
    }
  });

  it("says plainly that the Classics are traditional questions, not our own", () => {
    const classics = catalogue.categories.find((c) => c.slug === "classics");
    expect(classics?.description).toMatch(/traditional/i);
    expect(classics?.description).toMatch(/not our own/i);
  });

  it("interleaves categories so the newest questions are a mix", () => {
    const newest = [...prepared].sort((a, b) => b.createdAt - a.createdAt).slice(0, 12);
    expect(new Set(newest.map((q) => q.category)).size).toBeGreaterThanOrEqual(6);
  });

  it("dates every question before this catalogue was written, so no page or sitemap shows a future date", () => {
    const latest = Math.max(...prepared.map((q) => q.createdAt));
    expect(new Date(latest).toISOString() < "2026-11-27").toBe(true);
  });

  it("derives stable ids, so a re-seed never orphans votes", () => {
    expect(stableId("abc")).toBe(stableId("abc"));
    expect(stableId("abc")).toMatch(/^[0-9a-f]{16}$/);
    expect(prepareCatalogue(catalogue).map((q) => q.id)).toEqual(prepared.map((q) => q.id));
  });

  it("escapes quotes in the generated SQL", () => {
    const sql = seedStatements({
      categories: [catalogue.categories[0] as (typeof catalogue.categories)[0]],
      questions: {
        kids: [
          {
            questionText: "Would you rather say 'hi' or 'bye'?",
            optionA: "'hi'",
            optionB: "'bye'",
            zh: { questionText: "你宁愿说“嗨”还是说'再见'？", optionA: "嗨", optionB: "'再见'" },
          },
        ],
      },
      retired: [],
    });
    expect(sql.at(-1)).toContain("'Would you rather say ''hi'' or ''bye''?'");
    expect(sql.every((s) => !s.includes("\n"))).toBe(true);
  });
});

describe("retired questions", () => {
  const live = new Set(prepared.map((q) => q.id));

  it("are listed by the id their old text had, and none is still in the catalogue", () => {
    expect(catalogue.retired.length).toBeGreaterThan(0);
    expect(new Set(catalogue.retired.map((r) => r.id)).size).toBe(catalogue.retired.length);
    for (const r of catalogue.retired) {
      expect(r.id).toBe(stableId(normaliseForDuplicates(r.questionText)));
      expect(live.has(r.id), r.questionText).toBe(false);
    }
  });

  it("keep their slugs: no catalogue question takes one over", () => {
    const slugs = new Set(prepared.map((q) => q.slug));
    for (const r of catalogue.retired) expect(slugs.has(r.slug), r.slug).toBe(false);
  });

  it("refuse to come back into the catalogue while listed as retired", () => {
    const [first] = catalogue.retired;
    if (!first) throw new Error("expected a retired question");
    const back = {
      questionText: first.questionText,
      optionA: "Option one",
      optionB: "Option two",
      zh: { questionText: "选哪个？", optionA: "一", optionB: "二" },
    };
    expect(() =>
      prepareCatalogue({ ...catalogue, questions: { ...catalogue.questions, kids: [back] } }),
    ).toThrow(/Retired question back/);
  });
});
