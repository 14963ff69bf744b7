import { lazy, Suspense, useEffect, useState } from "react";
import { getLocale, isLocale, type Locale } from "#domain/locale.ts";
import { rememberedLanguage } from "./language-choice";

// Most visitors read the page's own language and are offered nothing: the offer's code and words
// load only for those who are.
const LanguageOffer = lazy(() => import("./language-offer"));

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
  return (
    <Suspense>
      <LanguageOffer offered={offered} onDismiss={() => setOffered(undefined)} />
    </Suspense>
  );
}
