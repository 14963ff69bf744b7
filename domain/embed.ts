// A question shown inside another website's page (docs/embeds.md): its address, the sizes it is
// drawn for, the message it sends its host page, and the HTML a host pastes or gets from oEmbed.
// No zod here: the share dialog builds the snippet in the browser (the schemas are embed-query.ts).
import { embedPath, questionPath } from "./embed-paths";
import type { Locale } from "./locale";
import { m } from "./paraglide/messages.js";

/** The widths the embed is laid out for; a host may still make it narrower (it then wraps more). */
export const EMBED_WIDTH = { min: 280, default: 500, max: 600 } as const;
/**
 * The height a frame starts at before the page tells its own: enough for a question of two lines
 * and its buttons at the default width, and for its results after a vote.
 */
export const EMBED_HEIGHT = { default: 360, narrow: 440 } as const;
/** Below this width the options stack and the text wraps more, so a frame starts taller. */
const NARROW_BELOW = 400;

/** How long an oEmbed consumer may keep an answer, in seconds (the question's text rarely changes). */
export const OEMBED_CACHE_AGE = 86_400;

/** `auto` follows the reader's `prefers-color-scheme` inside the frame. */
export const EMBED_THEMES = ["light", "dark", "auto"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
/** The attribute on the embed's root that carries the theme (the worker writes it from `?theme`). */
export const EMBED_THEME_ATTRIBUTE = "data-embed-theme";

/**
 * What the embed posts to its parent whenever its height changes, so a host can size the frame.
 * Sent with target origin "*": it says nothing a host could not see by loading the page itself.
 */
export const EMBED_HEIGHT_MESSAGE = "wyr-embed:height";
export type EmbedHeightMessage = { type: typeof EMBED_HEIGHT_MESSAGE; slug: string; height: number };

/** The frame's size for a host's limits: never wider or taller than asked, never wider than designed. */
export function embedSize(maxWidth?: number, maxHeight?: number): { width: number; height: number } {
  const width = Math.min(EMBED_WIDTH.default, maxWidth ?? EMBED_WIDTH.max);
  const natural = width < NARROW_BELOW ? EMBED_HEIGHT.narrow : EMBED_HEIGHT.default;
  return { width, height: Math.min(natural, maxHeight ?? natural) };
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', "&quot;").replaceAll("'", "&#39;");

export type EmbedSnippetInput = {
  origin: string;
  locale: Locale;
  slug: string;
  questionText: string;
  width: number;
  height: number;
};

/**
 * The HTML a host puts in its page: a blockquote with a link to the question (what WordPress keeps
 * from a provider it does not know, and what readers see where frames are refused), then the frame.
 * The frame's attributes are among those WordPress keeps; its title names it for screen readers.
 */
export function embedSnippet(input: EmbedSnippetInput): string {
  const { origin, locale, slug, questionText, width, height } = input;
  const page = `${origin}${questionPath(slug, locale)}`;
  const frame = `${origin}${embedPath(slug, locale)}`;
  const title = m.embed_frame_title({ question: questionText }, { locale });
  return [
    `<blockquote><a href="${escapeAttribute(page)}">${escapeText(questionText)}</a></blockquote>`,
    `<iframe src="${escapeAttribute(frame)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" frameborder="0" style="border:0;max-width:100%"></iframe>`,
  ].join("\n");
}
