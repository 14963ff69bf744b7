import { describe, expect, it } from "vitest";
import { normaliseLines, normaliseText } from "#domain/normalise-text.ts";

describe("normaliseText", () => {
  it("folds fullwidth letters, ligatures and mathematical alphabets to plain ones (NFKC)", () => {
    expect(normaliseText("Ｗｏｕｌｄ ｙｏｕ ｒａｔｈｅｒ")).toBe("Would you rather");
    expect(normaliseText("ﬁsh or ﬂowers")).toBe("fish or flowers");
    expect(normaliseText("𝐛𝐨𝐥𝐝 ① ½")).toBe("bold 1 1⁄2");
  });

  it("removes zero-width characters, bidi controls, soft hyphens and fillers, so hidden splits vanish", () => {
    expect(normaliseText("sh\u200Bo\u200Cu\u200Dt")).toBe("shout");
    expect(normaliseText("a\u00ADb\u2060c\uFEFFd")).toBe("abcd");
    expect(normaliseText("\u202Eevil\u202C \u2066text\u2069")).toBe("evil text");
    expect(normaliseText("ha\u3164\u2800ha\u034F")).toBe("haha");
  });

  it("keeps the joiners and variation selectors emoji need", () => {
    const family = "👨\u200D👩\u200D👧";
    expect(normaliseText(`${family} ❤\uFE0F 1\uFE0F\u20E3 👍🏽`)).toBe(
      `${family} ❤\uFE0F 1\uFE0F\u20E3 👍🏽`,
    );
    expect(normaliseText("a\uFE0Fb c\u200Dd")).toBe("ab cd");
  });

  it("turns tabs, new lines and odd spaces into one space and trims", () => {
    expect(normaliseText("  one\t\ttwo\n\nthree\u00A0\u3000four  ")).toBe("one two three four");
    expect(normaliseText("\u200B \u200B")).toBe("");
  });

  it("composes what removal brings together", () => {
    expect(normaliseText("e\u200B\u0301")).toBe("é");
  });
});

describe("normaliseText in Chinese", () => {
  it("keeps the full-width punctuation of a Chinese text: NFKC would make it read wrong", () => {
    const question = "你宁愿（真的）每周只上四天班，还是随处办公？！要想好：选一个；别犹豫～……";
    expect(normaliseText(question)).toBe(question);
    expect(normaliseText("選哪個？")).toBe("選哪個？");
    expect(normaliseText("どっちを選ぶ？")).toBe("どっちを選ぶ？");
  });

  it("still folds full-width letters, digits and lookalikes there, and removes the invisible", () => {
    expect(normaliseText("你宁愿涨薪２０％，还是买​ｉｐｈｏｎｅ？")).toBe("你宁愿涨薪20%，还是买iphone？");
    expect(normaliseText("你选　ﬁsh	还是 𝐛𝐨𝐥𝐝？")).toBe("你选 fish 还是 bold？");
    // A compatibility ideograph is a Han character too: its text keeps its punctuation.
    expect(normaliseText("豈，？")).toBe("豈，？");
  });

  it("folds the same marks in text without Chinese or Japanese characters", () => {
    expect(normaliseText("Pizza，or tacos？！（yes）～…")).toBe("Pizza,or tacos?!(yes)~...");
  });

  it("decides for a whole text of several lines", () => {
    expect(normaliseLines("你好！\nＯＫ？\r\n再见……")).toBe("你好！\nOK？\n再见……");
    expect(normaliseLines("Hi！\nＯＫ？")).toBe("Hi!\nOK?");
  });
});

describe("normaliseLines", () => {
  it("keeps line breaks (of any kind, as \\n) and normalises each line", () => {
    expect(normaliseLines("Ｈｉ\u200B there,\r\n\tsecond\u0007 line\rthird\u2028fourth")).toBe(
      "Hi there,\nsecond line\nthird\nfourth",
    );
  });

  it("keeps at most one empty line in a row, and none at either end", () => {
    expect(normaliseLines("\n\n one \n\n\n\n\u200B\n two \n\n")).toBe("one\n\ntwo");
  });
});
