// Which language a request is answered in. A page's path says it (/zh/... is Chinese). The API has
// one set of paths for both, so a program asks with `?lang=zh` or its Accept-Language header.
// Every message a request's answer renders (domain/paraglide) reads the language from here.

import { AsyncLocalStorage } from "node:async_hooks";
import { acceptedLocale, baseLocale, isLocale, type Locale, localeOfPath } from "#domain/locale.ts";
import { overwriteGetLocale } from "#domain/paraglide/runtime.js";

const current = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => current.getStore() ?? baseLocale);

/** Runs `answer` (and everything it starts, the page's streamed render included) in `locale`. */
export function inLocale<T>(locale: Locale, answer: () => T): T {
  return current.run(locale, answer);
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
