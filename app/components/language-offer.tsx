import { button } from "#app/lib/ui.ts";
import { getLocale, HTML_LANG, type Locale, localePath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { rememberLanguage } from "./language-choice";

/** The offer itself, in the language it offers (language-suggestion.tsx decides whether to make it). */
export default function LanguageOffer({ offered, onDismiss }: { offered: Locale; onDismiss: () => void }) {
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
            onDismiss();
          }}
        >
          {m.language_suggest_dismiss({}, inOffered)}
        </button>
      </div>
    </section>
  );
}
