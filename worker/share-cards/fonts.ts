// The fonts every picture is drawn with, bundled from npm packages (Inter, and Noto Emoji for the
// glyphs Inter lacks), so rendering never reaches the network. satori reads WOFF but not WOFF2.
// Vite inlines each file as a data URL (`?inline`), which works the same in the build and in the
// Workers test pool; each is decoded once per isolate, on first use. Chinese comes from a subset
// of Noto Sans CJK SC Bold made by scripts/chinese-font.ts and bundled as its bytes (fonts/), used
// only by pictures with Chinese text in them (lettering.ts): English ones never parse it.
import cyrillic400 from "@fontsource/inter/files/inter-cyrillic-400-normal.woff?inline";
import cyrillic700 from "@fontsource/inter/files/inter-cyrillic-700-normal.woff?inline";
import greek400 from "@fontsource/inter/files/inter-greek-400-normal.woff?inline";
import greek700 from "@fontsource/inter/files/inter-greek-700-normal.woff?inline";
import latin400 from "@fontsource/inter/files/inter-latin-400-normal.woff?inline";
import latin700 from "@fontsource/inter/files/inter-latin-700-normal.woff?inline";
import latin800 from "@fontsource/inter/files/inter-latin-800-normal.woff?inline";
import latinExt400 from "@fontsource/inter/files/inter-latin-ext-400-normal.woff?inline";
import latinExt700 from "@fontsource/inter/files/inter-latin-ext-700-normal.woff?inline";
import latinExt800 from "@fontsource/inter/files/inter-latin-ext-800-normal.woff?inline";
import notoEmoji from "@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff?inline";
import notoSansScBold from "./fonts/noto-sans-sc-bold.bin";
import notoSansScCharacters from "./fonts/noto-sans-sc-bold.txt?raw";

export const FONT_FAMILY = "Inter";

type Weight = 400 | 700 | 800;
export type PictureFont = { name: string; data: ArrayBuffer; weight: Weight; style: "normal" };

function decode(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

const INTER: [string, Weight][] = [
  [latin400, 400],
  [latin700, 700],
  [latin800, 800],
  [latinExt400, 400],
  [latinExt700, 700],
  [latinExt800, 800],
  [cyrillic400, 400],
  [cyrillic700, 700],
  [greek400, 400],
  [greek700, 700],
];

let inter: PictureFont[] | undefined;
let emoji: PictureFont[] | undefined;
let chinese: PictureFont[] | undefined;
let chineseCharacters: Set<number> | undefined;

export function interFonts(): PictureFont[] {
  inter ??= INTER.map(([file, weight]) => ({
    name: FONT_FAMILY,
    data: decode(file),
    weight,
    style: "normal",
  }));
  return inter;
}

/**
 * Inter, then the Chinese subset for what Inter lacks (satori tries a text's family first, then the
 * other fonts). One array for the isolate's life: satori keeps parsed fonts by the array's identity.
 * The subset has one weight, bold; lighter text falls back to it.
 */
export function chineseFonts(): PictureFont[] {
  chinese ??= [...interFonts(), { name: "Noto Sans SC", data: notoSansScBold, weight: 700, style: "normal" }];
  return chinese;
}

/** The characters the Chinese subset draws (listed beside it by scripts/chinese-font.ts). */
export function chineseCoverage(): Set<number> {
  chineseCharacters ??= new Set(
    [...notoSansScCharacters.replace(/\n$/, "")].map((c) => c.codePointAt(0) ?? 0),
  );
  return chineseCharacters;
}

/**
 * What satori asks for when a glyph is in none of the fonts: emoji from the bundled Noto Emoji, and
 * for other scripts nothing (they are left out rather than fetched). Never undefined: the renderer
 * would then download the glyphs itself.
 */
export function additionalGlyphs(languageCode: string): PictureFont[] {
  if (languageCode !== "emoji") return [];
  emoji ??= [{ name: "Noto Emoji", data: decode(notoEmoji), weight: 400, style: "normal" }];
  return emoji;
}
