import { useEffect, useState } from "react";
import { button } from "#app/lib/ui.ts";
import { getLocale, HTML_LANG, isLocale, type Locale, localePath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { rememberedLanguage, rememberLanguage } from "./language-choice";

/** The first language of the browser's list that the site speaks. */
function browserLanguage(): Locale | undefined {
  return navigator.languages.map((tag) => tag.toLowerCase().split("-")[0] ?? "").find(isLocale);
}

/**
 * Offers the page in the visitor's language when it is not the page's: the one they chose before,
 * else their browser's. An offer, never a redirect: an address shows what it names, to crawlers and
 * to everyone a link was shared with. It appears after the page has loaded, floating over it, so
 * nothing moves, and it speaks the language it offers.
 */
export function LanguageSuggestion() {
  const [offered, setOffered] = useState<Locale>();
  useEffect(() => {
    const wanted = rememberedLanguage() ?? browserLanguage();
    if (wanted && wanted !== getLocale()) setOffered(wanted);
  }, []);
  if (!offered) return null;
  const inOffered = { locale: offered };
  const { pathname, search, hash } = window.location;
  return (
    <section
      aria-label={m.language_suggest_region({}, inOffered)}
      lang={HTML_LANG[offered]}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="font-semibold">{m.language_suggest({}, inOffered)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={localePath(`${pathname}${search}${hash}`, offered)}
          hrefLang={HTML_LANG[offered]}
          className={button.primary}
          onClick={() => rememberLanguage(offered)}
        >
          {m.language_suggest_action({}, inOffered)}
        </a>
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            rememberLanguage(getLocale());
            setOffered(undefined);
          }}
        >
          {m.language_suggest_dismiss({}, inOffered)}
        </button>
      </div>
    </section>
  );
}
