// The site's two languages. English lives at every path; Chinese at the same path under /zh/.
// Messages (domain/paraglide, compiled from messages/) ask `getLocale()` which language to speak:
// in a browser the address says, and on the server the worker says for each request
// (worker/http/request-locale.ts).

import { baseLocale, getLocale, type Locale, locales, overwriteGetLocale } from "./paraglide/runtime.js";

export type { Locale };
export { baseLocale, getLocale, locales };

const ZH_PREFIX = "/zh";

/** The `lang` of a page's `<html>`: Chinese pages are Simplified Chinese. */
export const HTML_LANG: Record<Locale, string> = { en: "en", zh: "zh-Hans" };

/** Each language in its own words, as a language switcher names it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", zh: "中文" };

export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** The language of a page's path: "/zh" and everything under "/zh/" is Chinese. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ZH_PREFIX || pathname.startsWith(`${ZH_PREFIX}/`) ? "zh" : baseLocale;
}

/** A path without its language: "/zh/about" is "/about", "/zh" and "/zh/" are "/". */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path.replace(/[?#].*$/, "")) === baseLocale) return path;
  const rest = path.slice(ZH_PREFIX.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** A site path (query and fragment kept) in `locale`: "/about" in Chinese is "/zh/about", "/" is "/zh/". */
export function localePath(path: string, locale: Locale): string {
  const plain = unlocalizedPath(path);
  return locale === baseLocale ? plain : `${ZH_PREFIX}${plain}`;
}

/** A site path in the language of the page being rendered: every internal link goes through it. */
export const localizeHref = (path: string): string => localePath(path, getLocale());

/** The other language of a two-language site. */
export const otherLocale = (locale: Locale): Locale => (locale === baseLocale ? "zh" : baseLocale);

/** The first language of an Accept-Language header that the site speaks, by the weights given. */
export function acceptedLocale(header: string | null): Locale | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight, order };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale);
}

if (typeof window !== "undefined") {
  // Language changes reload the document (the switcher's links do), so the address is always right.
  overwriteGetLocale(() => localeOfPath(window.location.pathname));
}
