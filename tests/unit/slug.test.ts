import { describe, expect, it } from "vitest";
import { normaliseForDuplicates, slugify, uniqueSlug } from "#domain/slug.ts";

describe("slugify", () => {
  it("lowercases, drops punctuation, turns spaces into hyphens", () => {
    expect(slugify("Would you rather FLY or be Invisible?")).toBe("would-you-rather-fly-or-be-invisible");
  });

  it("collapses repeated spaces and hyphens and trims the edges", () => {
    expect(slugify("  Pizza -- or   tacos?! ")).toBe("pizza-or-tacos");
    expect(slugify("---hello---")).toBe("hello");
  });

  it("keeps letters and digits of any script", () => {
    expect(slugify("Café 2 or Zürich 3")).toBe("café-2-or-zürich-3");
  });

  it("cuts to 50 characters without leaving a trailing hyphen", () => {
    const slug = slugify("Would you rather spend a whole summer on a tiny island with friends?");
    expect(slug).toBe("would-you-rather-spend-a-whole-summer-on-a-tiny-is");
    expect(slug.length).toBe(50);
    expect(slugify(`${"a".repeat(49)} b`)).toBe("a".repeat(49));
  });

  it("returns an empty slug for text with no letters or digits", () => {
    expect(slugify("?!? ...")).toBe("");
  });
});

describe("uniqueSlug", () => {
  it("adds -2, -3, ... on collision and stays within 50 characters", () => {
    const taken = new Set(["swim", "swim-2"]);
    expect(uniqueSlug("swim", (s) => taken.has(s))).toBe("swim-3");
    const long = "a".repeat(50);
    const next = uniqueSlug(long, (s) => s === long);
    expect(next).toBe(`${"a".repeat(48)}-2`);
    expect(next.length).toBe(50);
  });

  it("falls back to 'question' for an empty base", () => {
    expect(uniqueSlug("", () => false)).toBe("question");
  });
});

describe("normaliseForDuplicates", () => {
  it("ignores case, spacing and punctuation", () => {
    expect(normaliseForDuplicates("Would you rather: fly, or swim?")).toBe(
      normaliseForDuplicates("would YOU rather fly or swim"),
    );
  });
});
