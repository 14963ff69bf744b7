import { Compass, LinkIcon, PenLine, Search, Sun, Vote } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { button, card, container, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/about";
import { loadAboutFigures } from "./about.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_about_meta_title(),
    description: m.pages_about_meta_description(),
    path: "/about",
  });

// The headline figures are live counts (see app/lib/site-figures.ts), never made-up numbers.
export async function loader({ context }: Route.LoaderArgs) {
  return { figures: await loadAboutFigures(context) };
}

// Message functions, called while rendering so each page speaks its own language.
const FEATURES = [
  { id: "vote", Icon: Vote, title: m.pages_about_feature_vote_title, text: m.pages_about_feature_vote_text },
  {
    id: "everyone",
    Icon: Compass,
    title: m.pages_about_feature_everyone_title,
    text: m.pages_about_feature_everyone_text,
  },
  {
    id: "search",
    Icon: Search,
    title: m.pages_about_feature_search_title,
    text: m.pages_about_feature_search_text,
  },
  {
    id: "daily",
    Icon: Sun,
    title: m.pages_about_feature_daily_title,
    text: m.pages_about_feature_daily_text,
  },
  {
    id: "write",
    Icon: PenLine,
    title: m.pages_about_feature_write_title,
    text: m.pages_about_feature_write_text,
  },
  {
    id: "share",
    Icon: LinkIcon,
    title: m.pages_about_feature_share_title,
    text: m.pages_about_feature_share_text,
  },
];

const STEPS = [
  { id: "pick", title: m.pages_about_step_pick_title, text: m.pages_about_step_pick_text },
  { id: "choose", title: m.pages_about_step_choose_title, text: m.pages_about_step_choose_text },
  { id: "results", title: m.pages_about_step_results_title, text: m.pages_about_step_results_text },
  { id: "share", title: m.pages_about_step_share_title, text: m.pages_about_step_share_text },
];

const VALUES = [
  { id: "family", title: m.pages_about_value_family_title, text: m.pages_about_value_family_text },
  { id: "respect", title: m.pages_about_value_respect_title, text: m.pages_about_value_respect_text },
  { id: "privacy", title: m.pages_about_value_privacy_title, text: m.pages_about_value_privacy_text },
  { id: "curiosity", title: m.pages_about_value_curiosity_title, text: m.pages_about_value_curiosity_text },
];

const sectionHeading = "text-2xl font-bold tracking-tight sm:text-3xl";
// The shared button styles assume a plain background; this one sits on the indigo gradient.
const outlineOnGradient =
  "inline-flex items-center justify-center rounded-xl border border-white px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10";

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow={m.pages_about_eyebrow()}
        title={m.pages_about_title()}
        intro={m.pages_about_intro()}
      />
      <div className={`${container} grid gap-16 py-12 sm:py-16`}>
        <section aria-labelledby="mission-heading" className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="mission-heading" className={sectionHeading}>
              {m.pages_about_mission_heading()}
            </h2>
            <p className={`mt-4 text-lg ${muted}`}>{m.pages_about_mission_text_1()}</p>
            <p className={`mt-4 text-lg ${muted}`}>{m.pages_about_mission_text_2()}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {loaderData.figures.map((s) => (
              <div key={s.label} className={`${card} flex flex-col-reverse p-5 text-center`}>
                <dt className={`mt-1 text-sm font-semibold ${muted}`}>{s.label}</dt>
                <dd className="text-3xl font-extrabold text-indigo-700 sm:text-4xl dark:text-indigo-300">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className={sectionHeading}>
            {m.pages_about_features_heading()}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.id} className={`${card} p-6`}>
                <f.Icon className="size-8 text-indigo-700 dark:text-indigo-300" />
                <h3 className="mt-3 text-lg font-bold">{f.title()}</h3>
                <p className={`mt-2 ${muted}`}>{f.text()}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className={sectionHeading}>
            {m.pages_about_how_heading()}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.id} className={`${card} p-6`}>
                <span className="flex size-10 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white dark:bg-indigo-400 dark:text-slate-950">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">{step.title()}</h3>
                <p className={`mt-2 ${muted}`}>{step.text()}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className={sectionHeading}>
            {m.pages_about_values_heading()}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {VALUES.map((v) => (
              <li key={v.id} className={`${card} border-l-4 border-l-indigo-600 p-6`}>
                <h3 className="text-lg font-bold">{v.title()}</h3>
                <p className={`mt-2 ${muted}`}>{v.text()}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="cta-heading"
          className="rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-800 p-8 text-center text-white sm:p-12"
        >
          <h2 id="cta-heading" className="text-2xl font-extrabold sm:text-3xl">
            {m.pages_about_cta_heading()}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white">{m.pages_about_cta_text()}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={localizeHref("/questions")} className={button.secondary}>
              {m.pages_about_cta_browse()}
            </Link>
            <Link to={localizeHref(SUBMIT_PATH)} className={outlineOnGradient}>
              {m.pages_about_cta_submit()}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
