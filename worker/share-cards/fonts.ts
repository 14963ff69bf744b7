// The fonts every picture is drawn with, bundled from npm packages (Inter, and Noto Emoji for the
// glyphs Inter lacks), so rendering never reaches the network. satori reads WOFF but not WOFF2.
// Vite inlines each file as a data URL (`?inline`), which works the same in the build and in the
// Workers test pool; each is decoded once per isolate, on first use.
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
 * What satori asks for when a glyph is in none of the fonts: emoji from the bundled Noto Emoji, and
 * for other scripts nothing (they are left out rather than fetched). Never undefined: the renderer
 * would then download the glyphs itself.
 */
export function additionalGlyphs(languageCode: string): PictureFont[] {
  if (languageCode !== "emoji") return [];
  emoji ??= [{ name: "Noto Emoji", data: decode(notoEmoji), weight: 400, style: "normal" }];
  return emoji;
}
