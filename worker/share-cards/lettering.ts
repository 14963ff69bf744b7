// Which fonts draw a picture's texts, and what becomes of a character none of them has.
import { EAST_ASIAN } from "#domain/share-images.ts";
import { chineseCoverage, chineseFonts, interFonts, type PictureFont } from "./fonts";

/**
 * 虚缺号, the mark Chinese print sets for a character it cannot show: one full-width box in the
 * text's own colour, so the sentence keeps its length and its line breaks and says where a
 * character is missing, where the font's missing glyph would be a crossed box that reads as a fault.
 */
export const MISSING_CHARACTER = "□";

const EAST_ASIAN_ALL = new RegExp(EAST_ASIAN.source, "gu");

export type Lettering = {
  fonts: PictureFont[];
  /** The text as drawn: characters the Chinese subset lacks become MISSING_CHARACTER. */
  text: (text: string) => string;
};

/**
 * The fonts for a picture showing `texts`. Without Chinese (or Japanese, Korean) characters it is
 * Inter alone, exactly as before the Chinese font existed; with them, Inter and the Chinese subset.
 */
export function letteringFor(texts: string[]): Lettering {
  if (!texts.some((text) => EAST_ASIAN.test(text))) return { fonts: interFonts(), text: (text) => text };
  const drawn = chineseCoverage();
  return {
    fonts: chineseFonts(),
    text: (text) =>
      text.replace(EAST_ASIAN_ALL, (c) => (drawn.has(c.codePointAt(0) ?? 0) ? c : MISSING_CHARACTER)),
  };
}
