import { Dices, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { categoryIcon } from "#app/lib/categories.ts";
import { groupDigits } from "#app/lib/format.ts";
import { button, card, container, muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { playQuestionPath, runTitle } from "#domain/play.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/play";
import { loadPlayStarts } from "./play.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.play_meta_title(),
    description: m.play_meta_description(),
    path: "/play",
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPlayStarts(request, context);
}

type Start = Route.ComponentProps["loaderData"]["starts"][number];

/** A start's icon beside its title (decorative: the title names it). */
const PLAY_ICON = "size-6 shrink-0 text-indigo-700 dark:text-indigo-300";

function startTitle(start: Start): string {
  return runTitle({ category: start.category?.name, family: start.family });
}

function startBlurb(start: Start): string {
  if (start.category) return m.play_blurb_category({ category: categoryLabel(start.category.name) });
  const spicy = categoryLabel("Spicy");
  return start.family ? m.play_blurb_family({ spicy }) : m.play_blurb_everything({ spicy });
}

/** "You've answered every question in Kids: 3 answers this run. …" */
function finishedText(finished: { category: string | undefined; answered: number }): string {
  const shown = groupDigits(finished.answered);
  return m.play_finished({
    where: finished.category
      ? m.play_finished_in_category({ category: categoryLabel(finished.category) })
      : m.play_finished_in_mix(),
    answers: finished.answered === 1 ? m.play_answers_one({ shown }) : m.play_answers_many({ shown }),
  });
}

export default function PlayStartPage({ loaderData }: Route.ComponentProps) {
  const { starts, finished } = loaderData;
  return (
    <main>
      <PageHero eyebrow={m.play_eyebrow()} title={m.play_title()} intro={m.play_intro()} />
      <div className={`${container} py-10`}>
        {finished && (
          <p
            role="status"
            className="mb-8 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {finishedText(finished)}
          </p>
        )}
        <h2 className="text-2xl font-bold">{m.play_choose()}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {starts.map((start) => {
            const run = { category: start.category?.name, family: start.family, answered: 0, skip: [] };
            const title = startTitle(start);
            return (
              <li key={title} className={`${card} flex flex-col p-5`}>
                <p className="flex items-center gap-2 text-lg font-bold">
                  {start.category ? (
                    categoryIcon(start.category.name, PLAY_ICON)
                  ) : start.family ? (
                    <Users className={PLAY_ICON} />
                  ) : (
                    <Dices className={PLAY_ICON} />
                  )}
                  {title}
                </p>
                <p className={`mt-1 flex-1 text-sm ${muted}`}>{startBlurb(start)}</p>
                {start.firstSlug ? (
                  <Link
                    to={localizeHref(playQuestionPath(start.firstSlug, run))}
                    className={`${button.primary} mt-4`}
                  >
                    {m.play_start({ title })}
                    <span className="sr-only">{m.play_start_sr()}</span>
                  </Link>
                ) : (
                  <p className={`mt-4 text-sm font-semibold ${muted}`}>{m.play_all_answered()}</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}
