import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { categoryPath } from "#app/lib/categories.ts";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import type { LandingAction, LandingNotice, LandingSection } from "#domain/landing/parts.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Faq } from "#domain/structured-data.ts";

export type LandingPickView = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
};

export function LandingActions({
  actions,
  onGradient = false,
}: {
  actions: LandingAction[];
  onGradient?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, i) => (
        <Link
          key={action.to}
          to={localizeHref(action.to)}
          // On the hero gradient a white button stands out best; elsewhere the first action leads.
          className={onGradient || i > 0 ? button.secondary : button.primary}
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}

export function MatureWarning() {
  return (
    <aside
      aria-labelledby="mature-heading"
      className="mb-10 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="mature-heading" className="flex items-center gap-2 text-lg font-bold">
        <TriangleAlert className="size-5 shrink-0" /> {m.lists_landing_mature_heading()}
      </h2>
      <p className="mt-2">{m.lists_landing_mature_text()}</p>
      <p className="mt-2">
        {m.lists_landing_mature_younger()}
        <Link
          to={localizeHref("/would-you-rather-questions-for-teens")}
          className="font-semibold underline underline-offset-4"
        >
          {m.lists_landing_mature_try_teens()}
        </Link>
        {m.lists_landing_mature_instead()}
      </p>
    </aside>
  );
}

/** A short pointer under the hero, such as the couples page's to the adults-only Spicy page. */
export function LandingNoticeBlock({ notice }: { notice: LandingNotice }) {
  return (
    <aside className="mb-10 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50">
      <p>
        <TriangleAlert aria-hidden="true" className="mr-2 inline size-5 align-text-bottom" />
        {notice.text}{" "}
        <Link to={localizeHref(notice.link.to)} className="font-semibold underline underline-offset-4">
          {notice.link.label}
        </Link>
      </p>
    </aside>
  );
}

/**
 * One page of the list, numbered on from the pages before it: the order is the editors' ranking.
 * Every question of the set is on one of the pages, and the pages link to each other.
 */
export function LandingPicks({
  picks,
  failed,
  category,
  from,
  total,
  page,
  totalPages,
}: {
  picks: LandingPickView[];
  failed: boolean;
  category: string;
  from: number;
  total: number;
  page: number;
  totalPages: number;
}) {
  const name = categoryLabel(category);
  return (
    <section aria-labelledby="picks-heading">
      <h2 id="picks-heading" className="text-2xl font-bold">
        {picks.length > 0
          ? m.lists_landing_list_heading({ count: total })
          : m.lists_category_heading({ name })}
      </h2>
      {picks.length > 0 ? (
        <>
          <p className={`mt-1 ${muted}`}>
            {m.lists_landing_list_intro()}
            {totalPages > 1 && ` ${m.lists_page_of({ page, total: totalPages })}`}
          </p>
          <ol start={from} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {picks.map((q, i) => (
              <li key={q.id}>
                <Link
                  to={localizeHref(`/question/${q.slug}`)}
                  className={`${card} flex h-full gap-3 p-5 transition-colors hover:border-indigo-400 dark:hover:border-indigo-400`}
                >
                  <span
                    aria-hidden="true"
                    className="grid h-8 min-w-8 shrink-0 place-items-center rounded-full bg-indigo-100 px-1 text-sm font-bold text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100"
                  >
                    {from + i}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">{q.questionText}</span>
                    <span className={`mt-3 text-sm ${muted}`}>
                      <span className="font-semibold text-slate-900 dark:text-slate-100">A:</span> {q.optionA}
                      <br />
                      <span className="font-semibold text-slate-900 dark:text-slate-100">B:</span> {q.optionB}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={`mt-4 ${muted}`}>
          {failed ? m.lists_landing_picks_failed() : m.lists_landing_picks_empty()}
          <Link to={localizeHref(categoryPath(category))} className={link}>
            {m.lists_landing_open_category({ name })}
          </Link>
        </p>
      )}
    </section>
  );
}

export function LandingTextSection({ section }: { section: LandingSection }) {
  const { id } = section;
  return (
    <section aria-labelledby={id} className="mt-12 max-w-3xl">
      <h2 id={id} className="text-2xl font-bold">
        {section.heading}
      </h2>
      {section.text && <p className={`mt-3 text-lg ${muted}`}>{section.text}</p>}
      {section.steps && (
        <ol className={`mt-4 list-decimal space-y-2 pl-6 ${muted}`}>
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {section.points && (
        <ul className={`mt-4 list-disc space-y-2 pl-6 ${muted}`}>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Always open: the answers are the same words as the page's FAQPage data, so they must be visible. */
export function LandingFaqs({ faqs }: { faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-12 max-w-3xl">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {m.lists_landing_faq_heading()}
      </h2>
      <div className="mt-4 grid gap-5">
        {faqs.map((faq) => (
          <div key={faq.question}>
            <h3 className="text-lg font-semibold">{faq.question}</h3>
            <p className={`mt-1 ${muted}`}>{faq.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
