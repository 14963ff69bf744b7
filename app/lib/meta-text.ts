// Titles and descriptions that fit what search results show: a title is cut after about 60
// characters, a description after about 160, and one much under 120 wastes the space.

import { SITE_NAME } from "#domain/seo.ts";

export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

const ELLIPSIS = "\u2026";
const TITLE_SUFFIX = ` - ${SITE_NAME}`;

/** `text` if it fits in `max` characters, else cut at the last whole word with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  // One very long word has no boundary to keep: cut it rather than return nothing.
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${kept.replace(/[\s,;:.!?\-–—]+$/, "")}${ELLIPSIS}`;
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
export function questionTitle(questionText: string): string {
  return `${cutAtWord(questionCore(questionText), TITLE_MAX - TITLE_SUFFIX.length)}${TITLE_SUFFIX}`;
}

const QUESTION_EXTRAS = [
  "Pick a side and see the live results from everyone who voted.",
  "Free, anonymous and no sign-up needed.",
  "See what everyone picked.",
];

/** The question in full where it fits, then what the page lets you do. */
export function questionDescription(questionText: string): string {
  return fitDescription(questionText, QUESTION_EXTRAS);
}

/** A page title with the site's name after it when both fit, else the title alone, cut to fit. */
export function titleWithSite(title: string): string {
  const full = `${title}${TITLE_SUFFIX}`;
  return full.length <= TITLE_MAX ? full : cutAtWord(title, TITLE_MAX);
}

/**
 * A description of 120 to 160 characters: the lead (cut at a word if it is too long), then each
 * extra sentence that still fits, in order. Callers pass enough extras to reach the minimum.
 */
export function fitDescription(lead: string, extras: string[]): string {
  // Leave room for at least one short sentence after a long lead.
  let text = cutAtWord(lead, DESCRIPTION_MAX - 40);
  for (const extra of extras) {
    const next = `${text} ${extra}`;
    if (next.length <= DESCRIPTION_MAX) text = next;
  }
  return text;
}

/** Within the bounds above, for tests and for text that comes from the database. */
export function titleFits(title: string): boolean {
  return title.length > 0 && title.length <= TITLE_MAX;
}

export function descriptionFits(description: string): boolean {
  return description.length >= DESCRIPTION_MIN && description.length <= DESCRIPTION_MAX;
}
