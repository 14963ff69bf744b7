// satori wraps text but never shrinks it, so the size is chosen from the length: the longest text
// the limits allow (200 characters for a question, 100 for an option) still fits its box. A Chinese
// character is about twice as wide as a Latin letter, so it counts twice.
import { EAST_ASIAN } from "#domain/share-images.ts";

type Step = { upTo: number; size: number };

const EAST_ASIAN_ALL = new RegExp(EAST_ASIAN.source, "gu");

/** Characters, the wide ones twice: for a text without any, its number of characters. */
function columns(text: string): number {
  return [...text].length + (text.match(EAST_ASIAN_ALL)?.length ?? 0);
}

function sizeFor(text: string, steps: Step[]): number {
  const length = columns(text);
  const last = steps.at(-1)?.size ?? 16;
  return steps.find((s) => length <= s.upTo)?.size ?? last;
}

/** Sizes in the card's own units (600x450 before the x2 scale). */
export const cardQuestionSize = (text: string) =>
  sizeFor(text, [
    { upTo: 60, size: 30 },
    { upTo: 100, size: 26 },
    { upTo: 150, size: 22 },
    { upTo: 200, size: 19 },
  ]);

/** The longer of two options; without wide characters, by UTF-16 length as it always was. */
function longer(a: string, b: string): string {
  if (!EAST_ASIAN.test(a) && !EAST_ASIAN.test(b)) return a.length > b.length ? a : b;
  return columns(a) > columns(b) ? a : b;
}

export const cardOptionSize = (a: string, b: string) =>
  sizeFor(longer(a, b), [
    { upTo: 30, size: 17 },
    { upTo: 60, size: 15 },
    { upTo: 100, size: 13 },
  ]);

/**
 * Sizes in pixels of the 1200x630 preview. Past 200 columns (100 for an option) only Chinese can
 * go, twice as wide a character: without the last steps its longest question overflowed.
 */
export const previewQuestionSize = (text: string) =>
  sizeFor(text, [
    { upTo: 60, size: 64 },
    { upTo: 100, size: 54 },
    { upTo: 150, size: 46 },
    { upTo: 200, size: 40 },
    { upTo: 300, size: 34 },
    { upTo: 400, size: 30 },
  ]);

export const previewOptionSize = (a: string, b: string) =>
  sizeFor(longer(a, b), [
    { upTo: 30, size: 34 },
    { upTo: 60, size: 28 },
    { upTo: 100, size: 23 },
    { upTo: 150, size: 20 },
    { upTo: 200, size: 18 },
  ]);
