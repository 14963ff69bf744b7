// The visitor's language choice, kept in the browser only: the server never reads it, so pages stay
// the same for every visitor (and shareable) and an address always shows the language it names.

import { isLocale, type Locale } from "#domain/locale.ts";

const COOKIE = "lang";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and Firefox.
  document.cookie = `${COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function rememberedLanguage(): Locale | undefined {
  const value = document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === COOKIE)?.[1];
  return value && isLocale(value) ? value : undefined;
}
