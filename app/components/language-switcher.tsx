import { useLocation } from "react-router";
import { getLocale, HTML_LANG, LANGUAGE_NAMES, localePath, otherLocale } from "#domain/locale.ts";
import { rememberLanguage } from "./language-choice";

/**
 * The same page in the other language, named in that language. A plain link, so the new page loads
 * whole in its language (and works without JavaScript); the choice is remembered on the way.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(getLocale());
  return (
    <a
      href={localePath(`${pathname}${search}${hash}`, other)}
      hrefLang={HTML_LANG[other]}
      lang={HTML_LANG[other]}
      className={className}
      onClick={() => rememberLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
