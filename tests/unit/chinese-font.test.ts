import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CHARACTERS_FILE,
  chineseTexts,
  codePoints,
  FONT_FILE,
  faceNames,
  levelOne,
} from "../../scripts/chinese-font";

// The share cards draw Chinese with a subset of Noto Sans CJK SC made by `npm run fonts:chinese`
// (scripts/chinese-font.ts). A catalogue or message text with a character the subset lacks would
// show a box on its card: run the script again, and commit the font with the text.

const font = new Uint8Array(readFileSync(FONT_FILE));
const drawn = codePoints(font);

/** Drawn by the other fonts: ASCII by Inter, emoji by Noto Emoji. */
const drawnElsewhere = (c: string) => /^[\x20-\x7e\n]$|\p{Extended_Pictographic}|\u{fe0f}|\u{200d}/u.test(c);

describe("the Chinese card font", () => {
  it("draws every character of every Chinese text in content/, messages/zh/ and the pictures' own words", () => {
    const texts = chineseTexts();
    expect(texts.some((t) => t.where.startsWith("content/"))).toBe(true);
    expect(texts.some((t) => t.where.startsWith("messages/zh/"))).toBe(true);
    expect(texts.some((t) => t.where.startsWith("worker/share-cards/"))).toBe(true);
    const lacking = new Map<string, Set<string>>();
    for (const { where, text } of texts) {
      for (const c of text) {
        if (drawnElsewhere(c) || drawn.has(c.codePointAt(0) ?? 0)) continue;
        lacking.set(c, (lacking.get(c) ?? new Set()).add(where));
      }
    }
    const report = [...lacking].map(
      ([c, where]) => `${c} (U+${c.codePointAt(0)?.toString(16)}) in ${[...where].join(", ")}`,
    );
    expect(report, "run npm run fonts:chinese and commit the font").toEqual([]);
  });

  it("draws the 3,500 characters of level 1 of the 通用规范汉字表", () => {
    const level = [...levelOne()];
    expect(level).toHaveLength(3500);
    expect(new Set(level).size).toBe(3500);
    expect(level.filter((c) => !drawn.has(c.codePointAt(0) ?? 0))).toEqual([]);
  });

  it("lists beside it exactly the characters it draws (what the pictures read)", () => {
    const listed = [...readFileSync(CHARACTERS_FILE, "utf8").replace(/\n$/, "")].map((c) => c.codePointAt(0));
    expect(listed).toEqual([...drawn].sort((a, b) => a - b));
  });

  it("is Noto Sans CJK SC Bold under the SIL Open Font License, with the licence beside it", () => {
    const names = faceNames(font);
    expect(names.get(1)).toBe("Noto Sans CJK SC");
    expect(names.get(2)).toBe("Bold");
    expect(names.get(13)).toMatch(/SIL Open Font License, Version 1\.1/);
    const licence = join(FONT_FILE, "..", "OFL.txt");
    expect(existsSync(licence)).toBe(true);
    expect(readFileSync(licence, "utf8")).toMatch(/SIL OPEN FONT LICENSE Version 1\.1/);
  });
});
