import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { categoryIcon } from "#app/lib/categories.ts";
import { formatCount } from "#app/lib/format.ts";
import { button, card, container, muted } from "#app/lib/ui.ts";
import { playQuestionPath } from "#domain/play.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/play";
import { loadPlayStarts } from "./play.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Play Would You Rather: one question after another",
    description:
      "Play mode: answer would you rather questions one at a time, see where you stand after each, and keep going. Pick a category or play the family-friendly mix.",
    path: "/play",
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPlayStarts(request, context);
}

type Start = Route.ComponentProps["loaderData"]["starts"][number];

function startTitle(start: Start): string {
  if (start.category) return start.category.name;
  return start.family ? "Family mix" : "Everything";
}

function startBlurb(start: Start): string {
  if (start.category) return `Only ${start.category.name} questions.`;
  return start.family ? "Every category except Spicy: safe for all ages." : "Every category, Spicy included.";
}

export default function PlayStartPage({ loaderData }: Route.ComponentProps) {
  const { starts, finished } = loaderData;
  return (
    <main>
      <PageHero
        eyebrow="Play mode"
        title="One question at a time"
        intro="Pick A or B, see where you stand, and go straight on to the next. Use the buttons, the A, B and N keys, or swipe on a phone."
      />
      <div className={`${container} py-10`}>
        {finished && (
          <p
            role="status"
            className="mb-8 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            You've answered every question {finished.category ? `in ${finished.category}` : "in that mix"}:{" "}
            {formatCount(finished.answered, "answer")} this run. Pick another way to play below.
          </p>
        )}
        <h2 className="text-2xl font-bold">Choose what to play</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {starts.map((start) => {
            const run = { category: start.category?.name, family: start.family, answered: 0, skip: [] };
            const title = startTitle(start);
            return (
              <li key={title} className={`${card} flex flex-col p-5`}>
                <p className="flex items-center gap-2 text-lg font-bold">
                  <span aria-hidden="true">
                    {start.category ? categoryIcon(start.category.name) : start.family ? "👪" : "🎲"}
                  </span>
                  {title}
                </p>
                <p className={`mt-1 flex-1 text-sm ${muted}`}>{startBlurb(start)}</p>
                {start.firstSlug ? (
                  <Link to={playQuestionPath(start.firstSlug, run)} className={`${button.primary} mt-4`}>
                    Play {title}
                    <span className="sr-only"> questions</span>
                  </Link>
                ) : (
                  <p className={`mt-4 text-sm font-semibold ${muted}`}>You've answered them all.</p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}
