import { describe, expect, it } from "vitest";
import { normaliseForDuplicates } from "../../app/lib/slug";
import { catalogue } from "../../content/catalogue";
import { prepareCatalogue, seedStatements, stableId } from "../../content/seed";

const prepared = prepareCatalogue(catalogue);

describe("the question catalogue", () => {
  it("has 12 categories, including every category the spec names", () => {
    const names = catalogue.categories.map((c) => c.name);
    expect(names).toHaveLength(12);
    for (const name of ["Kids", "Adults", "Deep", "Funny", "Hard", "Spicy", "Movie", "Entertainment"]) {
      expect(names).toContain(name);
    }
  });

  it("has at least 480 questions and at least 30 in every category", () => {
    expect(prepared.length).toBeGreaterThanOrEqual(480);
    for (const c of catalogue.categories) {
      expect(prepared.filter((q) => q.category === c.name).length, c.name).toBeGreaterThanOrEqual(30);
    }
  });

  it("keeps every question within the spec's limits, as a real two-option question", () => {
    for (const q of prepared) {
      expect(q.questionText.length).toBeLessThanOrEqual(200);
      expect(q.optionA.length).toBeLessThanOrEqual(100);
      expect(q.optionB.length).toBeLessThanOrEqual(100);
      expect(q.questionText).toMatch(/^Would you rather .+\?$/);
      expect(q.optionA.toLowerCase()).not.toBe(q.optionB.toLowerCase());
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
      expect(c.seoDescription.length).toBeGreaterThan(80);
      expect(c.description.length).toBeGreaterThan(60);
      expect(c.mature).toBe(c.name === "Spicy");
    }
  });

  it("interleaves categories so the newest questions are a mix", () => {
    const newest = [...prepared].sort((a, b) => b.createdAt - a.createdAt).slice(0, 12);
    expect(new Set(newest.map((q) => q.category)).size).toBeGreaterThanOrEqual(6);
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
        kids: [{ questionText: "Would you rather say 'hi' or 'bye'?", optionA: "'hi'", optionB: "'bye'" }],
      },
      retired: [],
    });
    expect(sql.at(-1)).toContain("'Would you rather say ''hi'' or ''bye''?'");
    expect(sql.every((s) => !s.includes("\n"))).toBe(true);
  });
});
