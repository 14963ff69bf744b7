import { describe, expect, it } from "vitest";
import { findRepeatedCharacters, isShouting } from "#worker/submission-checks/shouting.ts";

describe("isShouting", () => {
  it("flags a text mostly in capitals once it is long enough", () => {
    expect(isShouting("WOULD YOU RATHER FLY OR SWIM?")).toBe(true);
    expect(isShouting("WOULD YOU RATHER fly OR SWIM?")).toBe(true);
  });

  it("leaves short cries, acronyms and normal text alone", () => {
    expect(isShouting("YES PLEASE")).toBe(false);
    expect(isShouting("Would you rather work at NASA or the FBI?")).toBe(false);
    expect(isShouting("🎉🎉🎉")).toBe(false);
  });
});

describe("findRepeatedCharacters", () => {
  it("finds a character four or more times in a row", () => {
    expect(findRepeatedCharacters("soooooo good")).toBe("oooooo");
    expect(findRepeatedCharacters("really!!!!!!")).toBe("!!!!!!");
    expect(findRepeatedCharacters("😂😂😂😂")).toBe("😂😂😂😂");
  });

  it("leaves ellipses, double letters and numbers alone", () => {
    expect(findRepeatedCharacters("Hmm... a good book or a coffee?")).toBeUndefined();
    expect(findRepeatedCharacters("win 1000000 dollars")).toBeUndefined();
  });

  it("leaves Chinese laughter alone, but not Chinese punctuation repeated", () => {
    expect(findRepeatedCharacters("哈哈哈哈哈，你宁愿……还是？")).toBeUndefined();
    expect(findRepeatedCharacters("真的吗！！！！")).toBe("！！！！");
  });
});
