import { getLocale, HTML_LANG } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Question } from "#domain/question.ts";

/**
 * The `lang` of a question's text when it is not the page's (a submission written in the other
 * language), so screen readers and fonts treat it as such; nothing when it is the page's.
 */
export function textLang(question: Partial<Pick<Question, "language">>): { lang?: string } {
  const { language } = question;
  return !language || language === getLocale() ? {} : { lang: HTML_LANG[language] };
}

/** A small note saying a question is in the other language; nothing when it is in the page's. */
export function LanguageNote({ question }: { question: Pick<Question, "language"> }) {
  if (question.language === getLocale()) return null;
  return (
    <span className="text-xs font-medium text-slate-600 dark:text-slate-300">
      {question.language === "zh" ? m.written_in_chinese() : m.written_in_english()}
    </span>
  );
}
