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
