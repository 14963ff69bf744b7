// Where the share card and the social preview images live, shared by the pages that link to them
// and the worker that draws them. A question's URLs carry a version that changes exactly when its
// picture would (text, category or rounded percentages), so each URL can be cached for a year.
// Each picture has a Chinese twin under /zh/ (/zh/question/{slug}/card.png, /zh/og/home.png), drawn
// with the Chinese text, category and words; pages link the pictures in their own language.
import { categoryLabel } from "./category-labels";
import { getLocale, type Locale, localePath, unlocalizedPath } from "./locale";
import { percentages } from "./percent";
import type { Question } from "./question";

export type PictureQuestion = Pick<
  Question,
  "slug" | "questionText" | "optionA" | "optionB" | "category" | "votesA" | "votesB"
>;

/** The share card, 600x450 drawn at scale 2. */
export const CARD_SIZE = { width: 1200, height: 900 } as const;
/** The size social sites expect for `og:image` with `summary_large_image`. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** 32-bit FNV-1a in base 36: short, stable on both sides, and not a secret. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Bump when the pictures' design changes, so every URL changes with it. */
const DESIGN = 2;
/** Bump when the Chinese pictures' design or their font's characters change: only their URLs change. */
const CHINESE_DESIGN = 1;

/**
 * Characters only the Chinese font draws (Han, kana, hangul, CJK punctuation, full-width forms). A
 * text with any of them is drawn with it (worker/share-cards/lettering.ts), whatever the language.
 */
export const EAST_ASIAN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

/**
 * What the picture shows, hashed: one vote moves the version only when it moves a rounded
 * percentage. A Chinese picture also hashes its category's Chinese name; any picture with text in
 * the Chinese font hashes that font's design, so English pictures without it keep their URLs.
 */
export function pictureVersion(q: PictureQuestion): string {
  const locale = getLocale();
  const shown = q.votesA + q.votesB === 0 ? "none" : percentages(q.votesA, q.votesB).a;
  const parts: (string | number)[] = [DESIGN, q.questionText, q.optionA, q.optionB, q.category, shown];
  if (locale === "zh") parts.push("zh", categoryLabel(q.category));
  if (locale === "zh" || [q.questionText, q.optionA, q.optionB].some((t) => EAST_ASIAN.test(t))) {
    parts.push(`chinese-font-${CHINESE_DESIGN}`);
  }
  return shortHash(parts.join("\u0000"));
}

/** The share card in the page's language (its text and category are the page's, as its version says). */
export function cardPath(q: PictureQuestion): string {
  return localePath(`/question/${q.slug}/card.png?v=${pictureVersion(q)}`, getLocale());
}

/** The question's social preview in the page's language. */
export function questionPreviewPath(q: PictureQuestion): string {
  return localePath(`/question/${q.slug}/og.png?v=${pictureVersion(q)}`, getLocale());
}

/**
 * The preview of a page that is not a question, in the page's language: "/" and "/category/Kids"
 * become /og/home.png and /og/category/Kids.png, and /zh/og/home.png and /zh/og/category/Kids.png.
 */
export function pagePreviewPath(pathname: string, locale: Locale = getLocale()): string {
  const plain = unlocalizedPath(pathname);
  return localePath(`/og${plain === "/" ? "/home" : plain}.png`, locale);
}

/** The file a downloaded card is saved as: `{slug}-{timestamp}.png`. */
export function cardFileName(slug: string, now = Date.now()): string {
  return `${slug}-${now}.png`;
}

/** The two social sites a question is shared to, with the question's text and absolute link. */
export function socialShareLinks(questionText: string, url: string) {
  const text = encodeURIComponent(questionText);
  const link = encodeURIComponent(url);
  return [
    { site: "X", href: `https://twitter.com/intent/tweet?text=${text}&url=${link}` },
    { site: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ] as const;
}

/** Where the Share button leads without JavaScript: a page with the same card, download and links. */
export const sharePagePath = (slug: string) => `/question/${slug}/share`;
