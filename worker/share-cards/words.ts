// The words the pictures say themselves, in each language. Everything else on them (the question,
// the category, the page's headline) comes in the request's language from the catalogue and the
// messages. Chinese words here are in the Chinese font (scripts/chinese-font.ts reads this folder).
import type { Locale } from "#domain/locale.ts";

export type PictureWords = {
  /** Under the card's options, once people have voted, and before anyone has. */
  cardVoted: string;
  cardFirst: string;
  /** At the foot of a question's preview. */
  previewVoted: string;
  previewFirst: string;
  /** At the foot of any other page's preview. */
  pageFooter: string;
  /** A home preview's headline and line. */
  homeHeadline: string;
  /** A category preview's headline, from its name in the language. */
  categoryHeadline: (name: string) => string;
  /** For Intl: a rounded percentage as the language writes it. */
  numberLocale: string;
};

export const PICTURE_WORDS: Record<Locale, PictureWords> = {
  en: {
    cardVoted: "What would you pick? Scan to vote.",
    cardFirst: "No votes yet: scan the code and be the first!",
    previewVoted: "See what everyone picked",
    previewFirst: "Be the first to vote",
    pageFooter: "Pick A or B, then see what everyone picked",
    homeHeadline: "Would You Rather Questions",
    categoryHeadline: (name) => `${name} Would You Rather Questions`,
    numberLocale: "en-US",
  },
  zh: {
    cardVoted: "你会选哪个？扫码来投票。",
    cardFirst: "还没有人投票：扫码投下第一票！",
    previewVoted: "看看大家都怎么选",
    previewFirst: "快来投下第一票",
    pageFooter: "选 A 还是 B？投完看看大家怎么选",
    homeHeadline: "你会选哪个？",
    categoryHeadline: (name) => `${name}二选一问题`,
    numberLocale: "zh-CN",
  },
};

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A whole percentage as `words`' language writes it ("50%"). */
export function percentLabel(words: PictureWords, percent: number): string {
  let format = percentFormats.get(words.numberLocale);
  if (!format) {
    format = new Intl.NumberFormat(words.numberLocale, { style: "percent", maximumFractionDigits: 0 });
    percentFormats.set(words.numberLocale, format);
  }
  return format.format(percent / 100);
}
