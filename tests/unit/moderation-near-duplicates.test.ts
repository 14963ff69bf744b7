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
  searchWords,
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

// That no two catalogue questions come near each other, in either language, is the catalogue
// check's to hold (content/check.ts, tests/unit/catalogue-check.test.ts).
describe("near-duplicate similarity in Chinese", () => {
  it("compares a Chinese clause by its pairs of characters, less the frame every question shares", () => {
    expect([...contentWords("你宁愿养猫，还是养狗？")]).toEqual(["愿养", "养猫", "是养", "养狗"]);
    expect([...contentWords("选A还是B")]).toEqual(["选a", "a还", "是b"]);
  });

  it("reads a Chinese question the same with full-width or ASCII punctuation", () => {
    const stored = normaliseText("你宁愿每周只上四天班，还是可以远程办公？");
    expect(stored).toBe("你宁愿每周只上四天班，还是可以远程办公？");
    expect(score(stored, "你宁愿每周只上四天班,还是可以远程办公?")).toBe(1);
    expect(normaliseForDuplicates(stored)).toBe(
      normaliseForDuplicates("你宁愿每周只上四天班, 还是可以远程办公!"),
    );
  });

  it("looks for candidates by whole clauses, the options' included, as the index holds them", () => {
    const words = searchWords("你宁愿每周只上四天班，还是远程办公？", ["每周上四天班", "远程办公"]);
    expect(candidateQuery(words)).toBe(
      '"你宁愿每周只上四天班"* OR "还是远程办公"* OR "每周上四天班"* OR "远程办公"*',
    );
    // English options add nothing: English questions are looked for by their text, as before.
    expect(searchWords("Would you rather fly or swim?", ["Fly", "Swim"])).toEqual(
      contentWords("Would you rather fly or swim?"),
    );
  });

  it("refuses a Chinese question reworded: options swapped, other punctuation, a word changed", () => {
    const rewordings: [string, string][] = [
      ["你宁愿养一朵云当宠物，还是养一个影子？", "你宁愿养一个影子，还是养一朵云当宠物？"],
      [
        "你宁愿每周只上四天班，还是可以在世界任何地方远程办公？",
        "你更愿意每周只上四天班，还是在世界任何地方远程办公!",
      ],
      ["你宁愿涨薪20%，还是每年多放一个月带薪假？", "你宁愿每年多放一个月带薪假，还是涨薪20%？"],
    ];
    for (const [original, reworded] of rewordings) {
      const candidates = [{ slug: "original", status: "published", questionText: normaliseText(original) }];
      expect(mostSimilar(normaliseText(reworded), candidates)?.score, reworded).toBeGreaterThanOrEqual(
        NEAR_DUPLICATE_REFUSE,
      );
    }
  });
});
