// Characters that render as nothing (or as blank space) and so can hide a word from every check:
// zero-width spaces and joiners, bidi controls, soft hyphens, word joiners, byte-order marks, tag
// characters, the combining grapheme joiner and the Hangul and Braille fillers. Emoji sequences need
// the zero-width joiner and variation selectors, so those two are kept inside emoji (see below).
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Cs}\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]|\p{Variation_Selector}|\u034F/gu;
const EMOJI = /\p{Extended_Pictographic}/u;
const ZWJ = "\u200D";
const KEYCAP = "\u20E3";

/** The whole character (one code point, maybe two UTF-16 units) that ends just before `index`. */
function characterBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && index >= 2;
  return text.slice(pair ? index - 2 : Math.max(index - 1, 0), index);
}

function isKept(text: string, char: string, index: number): boolean {
  const before = characterBefore(text, index);
  const after = String.fromCodePoint(text.codePointAt(index + char.length) ?? 0x20);
  if (char === "\uFE0F" || char === "\uFE0E") return EMOJI.test(before) || after === KEYCAP;
  // A joiner between two emoji (family, profession and flag sequences); a skin tone may sit before it.
  if (char === ZWJ)
    return /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u.test(before) && EMOJI.test(after);
  return false;
}

function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, (char, index: number) => {
    if (char === "\t" || char === "\n" || char === "\r") return " ";
    return isKept(text, char, index) ? char : "";
  });
}

// Chinese (and Japanese) writing puts full-width punctuation between its characters: NFKC would turn
// "你会选哪个？" into "你会选哪个?", which reads wrong. In a text with such characters these few marks
// keep their form; everything else NFKC is for (full-width letters and digits, ligatures, lookalike
// alphabets) is still folded, and in text without them these marks fold too. The checks that look
// for links, addresses and words fold everything again (worker/submission-checks/checks.ts), so a
// kept mark hides nothing from them.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u;
/** ，！？：；（）～ and the ellipsis (…, written twice as ……). */
const CJK_PUNCTUATION = "\uFF0C\uFF01\uFF1F\uFF1A\uFF1B\uFF08\uFF09\uFF5E\u2026";
const FOLDED_RUN = new RegExp(`[^${CJK_PUNCTUATION}]+`, "gu");

/** Whether a text is written in Chinese (or Japanese) characters, whose punctuation NFKC keeps. */
export const hasCjk = (text: string): boolean => CJK.test(text.normalize("NFKC"));

function fold(text: string, keepCjkPunctuation: boolean): string {
  return keepCjkPunctuation
    ? text.replace(FOLDED_RUN, (run) => run.normalize("NFKC"))
    : text.normalize("NFKC");
}

function normaliseLine(text: string, keepCjkPunctuation: boolean): string {
  const visible = stripInvisible(text);
  return stripInvisible(fold(visible, keepCjkPunctuation)).replace(/\s+/gu, " ").trim();
}

/**
 * The one form of a line of text a visitor sends that is checked and stored (the schemas in app/lib
 * apply it before their rules, for the API and the forms alike): compatibility characters folded by
 * NFKC (fullwidth letters, ligatures, mathematical alphabets), control and invisible characters
 * removed, and whitespace collapsed. Removal runs before and after NFKC, since each can expose the
 * other's work. Text with Chinese or Japanese characters keeps its full-width punctuation (above).
 */
export function normaliseText(text: string): string {
  return normaliseLine(text, hasCjk(text));
}

/**
 * The same for text of several lines (a message, a note): each line normalised, line breaks of any
 * kind kept as "\n", and at most one empty line in a row. Whether the punctuation is Chinese is
 * decided for the whole text.
 */
export function normaliseLines(text: string): string {
  const keepCjkPunctuation = hasCjk(text);
  return text
    .split(/\r\n?|[\n\u0085\u2028\u2029]/)
    .map((line) => normaliseLine(line, keepCjkPunctuation))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
