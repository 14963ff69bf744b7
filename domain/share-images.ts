// Where the share card and the social preview images live, shared by the pages that link to them
// and the worker that draws them. A question's URLs carry a version that changes exactly when its
// picture would (text, category or rounded percentages), so each URL can be cached for a year.
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

/** What the picture shows, hashed: one vote moves the version only when it moves a rounded percentage. */
export function pictureVersion(q: PictureQuestion): string {
  const shown = q.votesA + q.votesB === 0 ? "none" : percentages(q.votesA, q.votesB).a;
  return shortHash([DESIGN, q.questionText, q.optionA, q.optionB, q.category, shown].join("\u0000"));
}

export function cardPath(q: PictureQuestion): string {
  return `/question/${q.slug}/card.png?v=${pictureVersion(q)}`;
}

export function questionPreviewPath(q: PictureQuestion): string {
  return `/question/${q.slug}/og.png?v=${pictureVersion(q)}`;
}

/** The preview of a page that is not a question: "/" and "/category/Kids" become /og/home.png and /og/category/Kids.png. */
export function pagePreviewPath(pathname: string): string {
  return `/og${pathname === "/" ? "/home" : pathname}.png`;
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
