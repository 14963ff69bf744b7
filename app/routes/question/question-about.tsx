import { Link } from "react-router";
import { card, link, muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { QuestionAbout, RelatedQuestion } from "#worker/services/question-about.ts";

/** The pages a question's readers would look for next: its category's own, then its tags'. */
const BY_CATEGORY: Record<string, { path: string; label: () => string }> = {
  Kids: { path: "/would-you-rather-for-kids", label: m.question_suits_kids },
  Adults: { path: "/would-you-rather-for-adults", label: m.question_suits_adults },
  Movie: { path: "/would-you-rather-movie-questions", label: m.question_suits_movie },
  Spicy: { path: "/spicy-would-you-rather-questions", label: m.question_suits_adults_only },
};
const BY_TAG: Record<string, { path: string; label: () => string }> = {
  couples: { path: "/would-you-rather-questions-for-couples", label: m.question_suits_couples },
  teens: { path: "/would-you-rather-questions-for-teens", label: m.question_suits_teens },
  work: { path: "/would-you-rather-questions-for-work", label: m.question_suits_work },
  classroom: { path: "/would-you-rather-questions-for-the-classroom", label: m.question_suits_classroom },
  "this-or-that": { path: "/this-or-that-questions", label: m.question_suits_this_or_that },
};

function suitedPages(category: string, tags: string[]) {
  const byCategory = BY_CATEGORY[category];
  const byTags = tags.flatMap((tag) => BY_TAG[tag] ?? []);
  return byCategory ? [byCategory, ...byTags] : byTags;
}

/**
 * Why the choice is hard, who it suits, the questions most like it and its category's most voted:
 * the page's reading after the vote.
 */
export function QuestionAboutSection({
  about,
  category,
  categoryDescription,
}: {
  about: QuestionAbout;
  category: string;
  categoryDescription: string;
}) {
  const suits = suitedPages(category, about.tags);
  return (
    <>
      <section aria-labelledby="about-heading" className={`${card} mt-8 p-5 sm:p-8`}>
        <h2 id="about-heading" className="text-xl font-bold">
          {m.question_about_heading()}
        </h2>
        {about.note && (
          <p className="mt-3">
            <strong>{m.question_note_label()}</strong> {about.note}
          </p>
        )}
        <p className={`mt-3 ${muted}`}>{categoryDescription}</p>
        {suits.length > 0 && (
          <div className="mt-4">
            <h3 className="font-semibold">{m.question_suits_heading()}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suits.map((page) => (
                <li key={page.path}>
                  <Link
                    to={localizeHref(page.path)}
                    className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    {page.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <QuestionList id="related" heading={m.question_related_heading()} questions={about.related} />
      <QuestionList
        id="popular"
        heading={m.question_popular_heading({ category: categoryLabel(category) })}
        questions={about.popular}
      />
    </>
  );
}

function QuestionList({
  id,
  heading,
  questions,
}: {
  id: string;
  heading: string;
  questions: RelatedQuestion[];
}) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {questions.map((q) => (
          <li key={q.slug} className={`${card} p-4`}>
            <Link to={localizeHref(`/question/${q.slug}`)} className={link}>
              {q.questionText}
            </Link>
            <p className={`mt-1 text-sm ${muted}`}>
              {m.question_related_choices({ a: q.optionA, b: q.optionB })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
