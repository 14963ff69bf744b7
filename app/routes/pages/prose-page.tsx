import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { button, card, container, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

export type ProseSection = { id: string; title: string; body: React.ReactNode };

// Long-form text has no typography plugin here, so nested elements are styled from the article.
const PROSE =
  "text-base leading-7 text-slate-700 dark:text-slate-300 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white";

/** A hero, an "on this page" list and numbered sections: the shape of the legal pages. */
export function ProsePage({
  eyebrow,
  title,
  intro,
  lastUpdated,
  sections,
  gradient,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  lastUpdated?: string;
  sections: ProseSection[];
  gradient?: string;
}) {
  return (
    <main>
      <PageHero eyebrow={eyebrow} title={title} intro={intro} gradient={gradient}>
        {lastUpdated && (
          <p className="rounded-full border border-white/60 px-3 py-1 text-sm font-semibold text-white">
            {m.pages_prose_last_updated({ date: lastUpdated })}
          </p>
        )}
      </PageHero>
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-14`}>
        <nav aria-label={m.pages_prose_toc()} className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-200">
            {m.pages_prose_toc()}
          </p>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-lg px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-indigo-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-indigo-300"
                >
                  <span className={muted}>{i + 1}.</span> {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={`${card} ${PROSE} min-w-0 p-6 sm:p-10`}>
          {sections.map((s, i) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-heading`}
              className="scroll-mt-24 border-slate-200 not-first:mt-10 not-first:border-t not-first:pt-10 dark:border-slate-800"
            >
              <h2 id={`${s.id}-heading`}>
                <span className="text-indigo-700 dark:text-indigo-300">{i + 1}.</span> {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          <aside
            aria-label={m.pages_prose_aside_label()}
            className="mt-10 rounded-xl bg-indigo-50 p-5 dark:bg-indigo-950/60"
          >
            <p className="mt-0! font-semibold text-slate-900 dark:text-white">
              {m.pages_prose_still_question()}
            </p>
            <p className="mt-1!">{m.pages_prose_reply_time()}</p>
            <Link to={localizeHref("/contact")} className={`${button.primary} mt-4`}>
              {m.pages_prose_contact_us()}
            </Link>
          </aside>
        </article>
      </div>
    </main>
  );
}
