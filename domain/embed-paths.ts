// Where embeds and the oEmbed endpoint live. Apart from the rest of embed.ts, so a question page
// that links its oEmbed address carries these few lines and nothing else of the embeds.
import { type Locale, localePath, unlocalizedPath } from "./locale";

export const OEMBED_PATH = "/oembed";

export const embedPath = (slug: string, locale: Locale) =>
  localePath(`/embed/question/${encodeURIComponent(slug)}`, locale);
export const questionPath = (slug: string, locale: Locale) =>
  localePath(`/question/${encodeURIComponent(slug)}`, locale);

/** Only these paths may be framed by other websites (worker/http/security-headers.ts). */
export const isEmbedPath = (pathname: string) => unlocalizedPath(pathname).startsWith("/embed/");

/** The oEmbed discovery link's address for a question page, in the page's language. */
export function oembedHref(origin: string, slug: string, locale: Locale): string {
  const page = `${origin}${questionPath(slug, locale)}`;
  return `${origin}${OEMBED_PATH}?url=${encodeURIComponent(page)}&format=json`;
}
