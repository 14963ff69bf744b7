// `npm run fonts:chinese`: makes the Chinese font the share cards draw with
// (worker/share-cards/fonts/noto-sans-sc-bold.bin), a subset of Noto Sans CJK SC Bold holding:
//   - every character of the Chinese texts a card or preview can show: the catalogue's `zh` blocks
//     (content/), the Chinese messages (messages/zh/) and the Chinese words in the drawing code
//     (worker/share-cards/);
//   - the 3,500 characters of level 1 of the 通用规范汉字表 (2013), the most common ones, so most
//     questions visitors write in Chinese draw too (worker/share-cards/fonts/tongyong-guifan-level1.txt);
//   - digits, ASCII punctuation, CJK punctuation and the full-width forms.
// The result is committed, so installs and builds need neither the source font nor this script.
// The source is Debian's fonts-noto-cjk (`apt-get install -y fonts-noto-cjk`), whose collection
// holds a Japanese, Korean, Simplified and two Traditional faces: the Simplified one is picked by
// its name. Another copy of the font can be named with CHINESE_FONT_SOURCE=path.
// Beside the font it writes the list of characters the font draws (noto-sans-sc-bold.txt), which
// the pictures read to know what they can draw, and which shows in a diff what a new subset changes.
// tests/unit/chinese-font.test.ts fails when a Chinese text uses a character the subset lacks.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

type SubsetOptions = {
  targetFormat?: "sfnt" | "woff";
  keepFeatures?: string[];
  noLayoutClosure?: boolean;
  noHinting?: boolean;
  dropTables?: string[];
  preserveNameIds?: number[];
};
type SubsetFont = (font: Buffer, text: string, options: SubsetOptions) => Promise<Buffer>;

const root = join(import.meta.dirname, "..");
const FONT_DIR = join(root, "worker", "share-cards", "fonts");
export const FONT_FILE = join(FONT_DIR, "noto-sans-sc-bold.bin");
export const CHARACTERS_FILE = join(FONT_DIR, "noto-sans-sc-bold.txt");
const LEVEL_ONE_FILE = join(FONT_DIR, "tongyong-guifan-level1.txt");
const FACE_NAME = "Noto Sans CJK SC";
const SOURCES = [
  process.env.CHINESE_FONT_SOURCE,
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Bold.otf",
].filter((path): path is string => Boolean(path));

/**
 * Digits and punctuation, ASCII and Chinese (CJK symbols and punctuation, full-width forms), and
 * the box pictures draw for a character the subset lacks (worker/share-cards/lettering.ts).
 */
function punctuation(): string {
  const range = (from: number, to: number) =>
    String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
  const ascii = range(0x21, 0x7e).replace(/[A-Za-z]/g, "");
  return ` ${ascii}${range(0x3000, 0x303f)}${range(0xff01, 0xff5e)}“”‘’…—·□`;
}

/** Every string inside `value`, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The catalogue's Chinese: every string under a `zh` key of content/'s JSON files. */
function zhStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(zhStrings);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === "zh" ? strings(inner) : zhStrings(inner)));
}

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export type ChineseText = { where: string; text: string };

/** Every Chinese text a card or a preview can show, with the file it comes from. */
export function chineseTexts(): ChineseText[] {
  const where = (file: string) => relative(root, file);
  const json = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
  const catalogue = files(join(root, "content"), /\.json$/).flatMap((file) =>
    zhStrings(json(file)).map((text) => ({ where: where(file), text })),
  );
  const messages = files(join(root, "messages", "zh"), /\.json$/).flatMap((file) =>
    strings(json(file)).map((text) => ({ where: where(file), text })),
  );
  // The drawing code's own Chinese words (the card's lines, the previews' footers).
  const code = files(join(root, "worker", "share-cards"), /\.tsx?$/).flatMap((file) =>
    (readFileSync(file, "utf8").match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+/g) ?? []).map((text) => ({
      where: where(file),
      text,
    })),
  );
  return [...catalogue, ...messages, ...code];
}

/** Level 1 of the 通用规范汉字表: 3,500 characters (lines starting with # are comments). */
export function levelOne(): string {
  const lines = readFileSync(LEVEL_ONE_FILE, "utf8").split("\n");
  return lines
    .filter((line) => !line.startsWith("#"))
    .join("")
    .trim();
}

/** The characters the subset is asked for (the font may lack a few, such as emoji). */
export function wantedCharacters(): string {
  const all = new Set([...levelOne(), ...punctuation(), ...chineseTexts().flatMap((t) => [...t.text])]);
  return [...all]
    .filter((c) => c >= " ")
    .sort()
    .join("");
}

function sourceFace(): { bytes: Uint8Array; from: string } {
  const from = SOURCES.find((path) => existsSync(path));
  if (!from) {
    throw new Error(
      `No Noto Sans CJK SC Bold found (looked at ${SOURCES.join(", ")}). On Debian: apt-get install -y fonts-noto-cjk`,
    );
  }
  const file = new Uint8Array(readFileSync(from));
  const face = faceOffsets(file).find((offset) => faceNames(file, offset).get(1) === FACE_NAME);
  if (face === undefined) throw new Error(`${from} has no face named ${FACE_NAME}.`);
  return { bytes: extractFace(file, face), from };
}

async function main() {
  // subset-font (harfbuzz compiled to wasm) is CommonJS without types; only making the font needs it.
  const subsetFont = createRequire(import.meta.url)("subset-font") as SubsetFont;
  const { bytes, from } = sourceFace();
  const names = faceNames(bytes);
  console.log(`Source: ${from}, face "${names.get(4)}", ${names.get(5)}`);
  console.log(`Licence: ${names.get(13)?.match(/SIL Open Font License, Version [\d.]+\d/)?.[0]}`);
  const wanted = wantedCharacters();
  const subset = await subsetFont(Buffer.from(bytes), wanted, {
    targetFormat: "sfnt",
    // satori lays text out itself: no layout features, and no alternate glyphs they would pull in
    // (the Japanese, Korean and Traditional forms of the same characters), no hinting.
    keepFeatures: [],
    noLayoutClosure: true,
    noHinting: true,
    dropTables: ["GSUB", "GPOS", "BASE", "VORG", "vhea", "vmtx", "DSIG"],
    // The names a font must keep: copyright, family, style, full name, version, licence.
    preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  });
  writeFileSync(FONT_FILE, subset);
  const drawn = codePoints(new Uint8Array(subset));
  writeFileSync(CHARACTERS_FILE, `${String.fromCodePoint(...[...drawn].sort((a, b) => a - b))}\n`);
  const han = [...drawn].filter((c) => /\p{Script=Han}/u.test(String.fromCodePoint(c))).length;
  const lacking = [...wanted].filter((c) => !drawn.has(c.codePointAt(0) ?? 0));
  console.log(
    `Wrote ${relative(root, FONT_FILE)}: ${subset.byteLength} bytes, ${drawn.size} characters (${han} Chinese).`,
  );
  if (lacking.length)
    console.log(`Not in the source font (drawn by the other fonts or not at all): ${lacking.join(" ")}`);
}

// Just enough of the OpenType format to pick one face out of a collection (.ttc) by its name and
// to list the characters a font draws.

type Table = { tag: string; offset: number; length: number };

const tagAt = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

/** Where each face of a font file starts: one face for a plain font, several for a collection. */
export function faceOffsets(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tagAt(view, 0) !== "ttcf") return [0];
  const count = view.getUint32(8);
  return Array.from({ length: count }, (_, i) => view.getUint32(12 + i * 4));
}

/** The table directory of the face at `face` (offsets are from the start of the file). */
function tables(view: DataView, face: number): Table[] {
  const count = view.getUint16(face + 4);
  return Array.from({ length: count }, (_, i) => {
    const record = face + 12 + i * 16;
    return {
      tag: tagAt(view, record),
      offset: view.getUint32(record + 8),
      length: view.getUint32(record + 12),
    };
  });
}

function table(view: DataView, face: number, tag: string): Table | undefined {
  return tables(view, face).find((t) => t.tag === tag);
}

/** The face's names by name ID (Windows, Unicode: the records every modern font has). */
export function faceNames(bytes: Uint8Array, face = 0): Map<number, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = new Map<number, string>();
  const name = table(view, face, "name");
  if (!name) return names;
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let i = 0; i < count; i++) {
    const record = name.offset + 6 + i * 12;
    const [platform, encoding, , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((d) =>
      view.getUint16(record + d),
    ) as [number, number, number, number, number, number];
    if (platform !== 3 || (encoding !== 1 && encoding !== 10) || names.has(nameId)) continue;
    let text = "";
    for (let at = strings + offset; at < strings + offset + length; at += 2) {
      text += String.fromCharCode(view.getUint16(at));
    }
    names.set(nameId, text);
  }
  return names;
}

/** One face of a collection as a font file of its own: the same tables, laid out again. */
export function extractFace(bytes: Uint8Array, face: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const list = tables(view, face);
  const headerSize = 12 + list.length * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const size = list.reduce((sum, t) => sum + padded(t.length), headerSize);
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  out.set(bytes.subarray(face, face + 12));
  let at = headerSize;
  list.forEach((t, i) => {
    const record = face + 12 + i * 16;
    out.set(bytes.subarray(record, record + 8), 12 + i * 16); // tag and checksum
    outView.setUint32(12 + i * 16 + 8, at);
    outView.setUint32(12 + i * 16 + 12, t.length);
    out.set(bytes.subarray(t.offset, t.offset + t.length), at);
    at += padded(t.length);
  });
  return out;
}

/** Every character the font maps to a glyph, from its Unicode cmap (format 12, else format 4). */
export function codePoints(bytes: Uint8Array, face = 0): Set<number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cmap = table(view, face, "cmap");
  const found = new Set<number>();
  if (!cmap) return found;
  const count = view.getUint16(cmap.offset + 2);
  const subtables = Array.from({ length: count }, (_, i) => {
    const record = cmap.offset + 4 + i * 8;
    const at = cmap.offset + view.getUint32(record + 4);
    return {
      platform: view.getUint16(record),
      encoding: view.getUint16(record + 2),
      at,
      format: view.getUint16(at),
    };
  }).filter((s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)));
  const full = subtables.find((s) => s.format === 12);
  if (full) {
    const groups = view.getUint32(full.at + 12);
    for (let g = 0; g < groups; g++) {
      const group = full.at + 16 + g * 12;
      const [start, end, glyph] = [0, 4, 8].map((d) => view.getUint32(group + d)) as [number, number, number];
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) found.add(c);
    }
    return found;
  }
  const basic = subtables.find((s) => s.format === 4);
  if (!basic) return found;
  const segments = view.getUint16(basic.at + 6) / 2;
  const ends = basic.at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [end, start, delta] = [ends, starts, deltas].map((base) => view.getUint16(base + s * 2)) as [
      number,
      number,
      number,
    ];
    const rangeOffset = view.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph = (c + delta) & 0xffff;
      if (rangeOffset !== 0) {
        const raw = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) found.add(c);
    }
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
