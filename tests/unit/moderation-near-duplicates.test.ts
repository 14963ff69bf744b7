import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { normaliseText } from "#domain/normalise-text.ts";
import { normaliseForDuplicates } from "#domain/slug.ts";
import {
  candidateQuery,
  contentWords,
  mostSimilar,
  NEAR_DUPLICATE_FLAG,
  NEAR_DUPLICATE_REFUSE,
  similarity,
} from "#worker/submission-checks/near-duplicates.ts";

const score = (a: string, b: string) => similarity(contentWords(a), contentWords(b));
const all = Object.values(catalogue.questions)
  .flat()
  .map((q) => q.questionText);

describe("near-duplicate similarity", () => {
  it("ignores the words every question shares, case, punctuation and plurals", () => {
    expect([...contentWords("Would you rather have PETS or be a pet?")]).toEqual(["pet"]);
  });

  it("never flags two distinct questions of the catalogue", () => {
    let highest = 0;
    for (let i = 0; i < all.length; i++) {
      const words = contentWords(all[i] as string);
      for (let j = i + 1; j < all.length; j++) {
        highest = Math.max(highest, similarity(words, contentWords(all[j] as string)));
      }
    }
    expect(highest).toBeLessThan(NEAR_DUPLICATE_FLAG);
  });

  it("refuses catalogue questions reworded: options swapped, plurals, filler words", () => {
    const rewordings: [string, string][] = [
      [
        "Would you rather have super strength or super speed?",
        "Would you rather have super speed or super strength?!",
      ],
      [
        "Would you rather never have to cook again or never have to clean again?",
        "would you rather never clean again or never cook again",
      ],
      [
        "Would you rather give up music or give up movies for the rest of your life?",
        "Would you rather give up movies or music for the rest of your whole life?",
      ],
    ];
    for (const [original, reworded] of rewordings) {
      expect(all, original).toContain(original);
      expect(score(original, reworded), reworded).toBeGreaterThanOrEqual(NEAR_DUPLICATE_REFUSE);
    }
  });

  it("flags a close cousin without refusing it", () => {
    const s = score(
      "Would you rather have a pet dragon the size of a cat or a pet cat the size of a dragon?",
      "Would you rather have a pet quokka the size of a cat or a cat the size of a quokka?",
    );
    expect(s).toBeGreaterThanOrEqual(NEAR_DUPLICATE_FLAG);
    expect(s).toBeLessThan(NEAR_DUPLICATE_REFUSE);
  });

  it("picks the most similar candidate", () => {
    const best = mostSimilar("Would you rather fly or swim?", [
      { slug: "a", status: "published", questionText: "Would you rather fly or run?" },
      { slug: "b", status: "pending", questionText: "Would you rather swim or fly?" },
    ]);
    expect(best).toMatchObject({ candidate: { slug: "b" }, score: 1 });
    expect(mostSimilar("Would you rather?", [])).toBeUndefined();
  });

  it("asks full-text search for any of the words, quoted so nothing is an operator", () => {
    expect(candidateQuery(contentWords('Would you rather "fly" OR NEAR swim*?'))).toBe(
      '"fly"* OR "near"* OR "swim"*',
    );
    expect(candidateQuery(contentWords("Would you rather?"))).toBeUndefined();
  });
});

describe("near-duplicate similarity in Chinese", () => {
  const chinese = Object.values(catalogue.questions)
    .flat()
    .map((q) => q.zh.questionText);

  it("reads a Chinese question the same with full-width or ASCII punctuation", () => {
    const stored = normaliseText("你宁愿每周只上四天班，还是可以远程办公？");
    expect(stored).toBe("你宁愿每周只上四天班，还是可以远程办公？");
    expect(score(stored, "你宁愿每周只上四天班,还是可以远程办公?")).toBe(1);
    expect(normaliseForDuplicates(stored)).toBe(
      normaliseForDuplicates("你宁愿每周只上四天班, 还是可以远程办公!"),
    );
    expect(candidateQuery(contentWords(stored))).toBe('"你宁愿每周只上四天班"* OR "还是可以远程办公"*');
  });

  it("refuses a Chinese question resubmitted with other punctuation, and flags no two catalogue ones", () => {
    const [first] = chinese as [string];
    const candidates = [{ slug: "first", status: "published", questionText: normaliseText(first) }];
    const again = normaliseText(first.replace(/，/g, "！").replace(/？$/, "??"));
    expect(mostSimilar(again, candidates)?.score).toBeGreaterThanOrEqual(NEAR_DUPLICATE_REFUSE);
    let highest = 0;
    for (let i = 0; i < chinese.length; i++) {
      const words = contentWords(chinese[i] as string);
      for (let j = i + 1; j < chinese.length; j++) {
        highest = Math.max(highest, similarity(words, contentWords(chinese[j] as string)));
      }
    }
    expect(highest).toBeLessThan(NEAR_DUPLICATE_FLAG);
  });
});
