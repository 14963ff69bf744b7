import { Link } from "react-router";
import { YouMightAlsoLike } from "../components/audience-cards";
import { PageHero } from "../components/page-hero";
import { categoryPath } from "../lib/categories";
import { type LandingAction, type LandingSection, landingCopyFor } from "../lib/landing-copy";
import { pageMeta } from "../lib/seo";
import { button, card, container, link, muted } from "../lib/ui";
import type { Route } from "./+types/landing";
import { loadLanding } from "./landing.server";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const copy = landingCopyFor(location.pathname);
  if (!copy) return [];
  return pageMeta(matches, { title: copy.title, description: copy.description, path: copy.path });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLanding(request, context);
}

type Sample = Route.ComponentProps["loaderData"]["samples"][number];

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { path, samples, samplesFailed } = loaderData;
  // The loader only answers for known paths, so the copy is always found here.
  const copy = landingCopyFor(path);
  if (!copy) return null;
  return (
    <main>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} gradient={copy.gradient}>
        <Actions actions={copy.actions} onGradient />
      </PageHero>
      <div className={`${container} py-10`}>
        {copy.mature && <MatureWarning />}
        <Samples samples={samples} failed={samplesFailed} category={copy.sampleCategory} />
        {copy.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
        <section aria-labelledby="play-heading" className={`${card} mt-12 p-6 sm:p-8`}>
          <h2 id="play-heading" className="text-2xl font-bold">
            Ready to play?
          </h2>
          <p className={`mt-2 ${muted}`}>Pick a side, vote, and see what everyone else chose.</p>
          <div className="mt-5">
            <Actions actions={copy.actions} />
          </div>
        </section>
        <YouMightAlsoLike currentPath={path} />
      </div>
    </main>
  );
}

function Actions({ actions, onGradient = false }: { actions: LandingAction[]; onGradient?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, i) => (
        <Link
          key={action.to}
          to={action.to}
          // On the hero gradient a white button stands out best; elsewhere the first action leads.
          className={onGradient || i > 0 ? button.secondary : button.primary}
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}

function MatureWarning() {
  return (
    <aside
      aria-labelledby="mature-heading"
      className="mb-10 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="mature-heading" className="flex items-center gap-2 text-lg font-bold">
        <span aria-hidden="true">⚠️</span> Mature content: teens and up
      </h2>
      <p className="mt-2">
        These are cheeky dating and party questions about crushes and awkward moments. They are never
        explicit, but they are written for teenagers and adults, not younger children.
      </p>
      <p className="mt-2">
        Playing with younger kids?{" "}
        <Link to="/category/Kids" className="font-semibold underline underline-offset-4">
          Try our Kids questions
        </Link>{" "}
        instead.
      </p>
    </aside>
  );
}

function Samples({ samples, failed, category }: { samples: Sample[]; failed: boolean; category: string }) {
  return (
    <section aria-labelledby="samples-heading">
      <h2 id="samples-heading" className="text-2xl font-bold">
        Sample {category} Questions
      </h2>
      {samples.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {samples.map((q) => (
            <li key={q.id}>
              <Link
                to={`/question/${q.slug}`}
                className={`${card} flex h-full flex-col p-5 transition-colors hover:border-indigo-400 dark:hover:border-indigo-400`}
              >
                <span className="font-semibold">{q.questionText}</span>
                <span className={`mt-3 text-sm ${muted}`}>
                  <span className="font-semibold text-slate-900 dark:text-slate-100">A:</span> {q.optionA}
                  <br />
                  <span className="font-semibold text-slate-900 dark:text-slate-100">B:</span> {q.optionB}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`mt-4 ${muted}`}>
          {failed ? "Sample questions could not be loaded right now. " : "No questions here yet. "}
          <Link to={categoryPath(category)} className={link}>
            Open the {category} category
          </Link>
        </p>
      )}
    </section>
  );
}

function Section({ section }: { section: LandingSection }) {
  const id = `section-${section.heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
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
