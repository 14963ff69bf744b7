// Which language a request is answered in. A page's path says it (/zh/... is Chinese). The API has
// one set of paths for both, so a program asks with `?lang=zh` or its Accept-Language header.
// Every message a request's answer renders (domain/paraglide) reads the language from here.

import { AsyncLocalStorage } from "node:async_hooks";
import { baseLocale, isLocale, type Locale, localeOfPath } from "#domain/locale.ts";
import { overwriteGetLocale } from "#domain/paraglide/runtime.js";

const current = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => current.getStore() ?? baseLocale);

/** Runs `answer` (and everything it starts, the page's streamed render included) in `locale`. */
export function inLocale<T>(locale: Locale, answer: () => T): T {
  return current.run(locale, answer);
}

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

export type ApiLocale = { locale: Locale } | { unknown: string };

/** The API's language: `?lang` when given (and known), else the header's, else English. */
export function apiLocale(url: URL, request: Request): ApiLocale {
  const asked = url.searchParams.get("lang");
  if (asked !== null) return isLocale(asked) ? { locale: asked } : { unknown: asked };
  return { locale: acceptedLocale(request.headers.get("accept-language")) ?? baseLocale };
}

/** A page's language, from its path. */
export const pageLocale = (url: URL): Locale => localeOfPath(url.pathname);
