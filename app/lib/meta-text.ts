// Titles and descriptions that fit what search results show: a title is cut after about 60
// characters, a description after about 160, and one much under 120 wastes the space. Chinese
// characters are wider, so a Chinese title is cut after about 30 and a description kept to 50-80.

import { getLocale, type Locale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

type Bounds = { title: number; min: number; max: number; leadRoom: number; join: string };

/** English's bounds above; Chinese sentences follow each other without a space. */
const BOUNDS: Record<Locale, Bounds> = {
  en: { title: TITLE_MAX, min: DESCRIPTION_MIN, max: DESCRIPTION_MAX, leadRoom: 40, join: " " },
  zh: { title: 30, min: 50, max: 80, leadRoom: 20, join: "" },
};

const bounds = () => BOUNDS[getLocale()];

const ELLIPSIS = "\u2026";

/** " - Would You Rather" in the page's language. */
const titleSuffix = () => m.page_title({ title: "" });

/** `text` if it fits in `max` characters, else cut at the last whole word with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  // Chinese has no spaces between words: any character is a boundary.
  const lastSpace = getLocale() === "zh" ? -1 : room.lastIndexOf(" ");
  // One very long word has no boundary to keep: cut it rather than return nothing.
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${kept.replace(/[\s,;:.!?\-–—，、；：。！？]+$/, "")}${ELLIPSIS}`;
}

/** The question without its leading "Would you rather", which the site's name already says. */
export function questionCore(questionText: string): string {
  const core = questionText
    .trim()
    .replace(/^would you rather\b[\s,:.…-]*/i, "")
    .trim();
  if (core === "") return questionText.trim();
  return core.charAt(0).toUpperCase() + core.slice(1);
}

/** "Have a pet dragon or a pet unicorn? - Would You Rather": the question said once, then the site. */
function questionTextTitle(questionText: string): string {
  return m.page_title({
    title: cutAtWord(questionCore(questionText), bounds().title - titleSuffix().length),
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An option's label as the middle of a sentence: lower case first ("Magic pencil" -> "magic
 * pencil"), unless its first word is an acronym ("TV") or a name the question also capitalises
 * ("Paris"). Chinese has no case and is returned as it is.
 */
export function labelInSentence(label: string, questionText: string): string {
  const first = label.trim().split(/\s+/)[0] ?? "";
  if (first === "" || /^\p{Lu}{2}/u.test(first) || first === "I") return label.trim();
  const named = new RegExp(`(?<=\\S\\s+)${escapeRegExp(first)}\\b`, "u").test(questionText);
  return named ? label.trim() : first.charAt(0).toLowerCase() + label.trim().slice(1);
}

/** A Chinese title holds about 30 characters, the site's name included. */
const ZH_TITLE_QUESTION_MAX = 22;

export type TitledQuestion = { questionText: string; optionA: string; optionB: string };

/**
 * "Would you rather magic pencil or magic eraser?": both choices whole, from the options' short
 * labels, when that fits a search result; otherwise the question itself, cut at a word.
 */
export function questionTitle(question: TitledQuestion): string {
  const choices = m.question_title_choices({
    a: labelInSentence(question.optionA, question.questionText),
    b: labelInSentence(question.optionB, question.questionText),
  });
  if (choices.length <= bounds().title) return choices;
  if (getLocale() === "zh") {
    return m.page_title({ title: cutAtWord(question.questionText, ZH_TITLE_QUESTION_MAX) });
  }
  return questionTextTitle(question.questionText);
}

/** Read while a page renders, in its language; Chinese needs a fourth to reach its minimum. */
const questionExtras = () =>
  getLocale() === "zh"
    ? [
        m.lists_meta_extra_live(),
        m.lists_meta_extra_free(),
        m.lists_meta_extra_see(),
        m.lists_meta_extra_more(),
      ]
    : [m.lists_meta_extra_live(), m.lists_meta_extra_free(), m.lists_meta_extra_see()];

/** The question in full where it fits, then what the page lets you do. */
export function questionDescription(questionText: string): string {
  return fitDescription(questionText, questionExtras());
}

/** A page title with the site's name after it when both fit, else the title alone, cut to fit. */
export function titleWithSite(title: string): string {
  const full = m.page_title({ title });
  const max = bounds().title;
  return full.length <= max ? full : cutAtWord(title, max);
}

/**
 * A description of 120 to 160 characters (Chinese: 50 to 80): the lead (cut at a word if it is too
 * long), then each extra sentence that still fits, in order. Callers pass enough extras to reach
 * the minimum.
 */
export function fitDescription(lead: string, extras: string[]): string {
  // Leave room for at least one short sentence after a long lead.
  const { max, leadRoom, join } = bounds();
  let text = cutAtWord(lead, max - leadRoom);
  for (const extra of extras) {
    const next = `${text}${join}${extra}`;
    if (next.length <= max) text = next;
  }
  return text;
}

/** Within the bounds above, for tests and for text that comes from the database. */
export function titleFits(title: string): boolean {
  return title.length > 0 && title.length <= bounds().title;
}

export function descriptionFits(description: string): boolean {
  const { min, max } = bounds();
  return description.length >= min && description.length <= max;
}
