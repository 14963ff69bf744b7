import { YouMightAlsoLike } from "#app/components/audience-cards.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { card, container, muted } from "#app/lib/ui.ts";
import { landingCopyFor, landingTitle } from "#domain/landing-copy.ts";
import { localizeHref, unlocalizedPath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { originFrom, pageMeta } from "#domain/seo.ts";
import { PREVIEW_SIZE, pagePreviewPath } from "#domain/share-images.ts";
import { faqPageLd, itemListLd } from "#domain/structured-data.ts";
import type { Route } from "./+types/landing";
import { loadLanding } from "./landing.server";
import {
  LandingActions,
  LandingFaqs,
  LandingPicks,
  LandingTextSection,
  MatureWarning,
} from "./landing-sections";

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const copy = landingCopyFor(unlocalizedPath(location.pathname));
  if (!copy) return [];
  const picks = loaderData?.picks ?? [];
  const listed = picks.map((q) => ({ name: q.questionText, path: localizeHref(`/question/${q.slug}`) }));
  return pageMeta(matches, {
    title: landingTitle(copy, picks.length),
    description: copy.description,
    path: copy.path,
    image: { path: pagePreviewPath(copy.path), ...PREVIEW_SIZE, alt: copy.heading },
    structuredData: [
      ...(listed.length > 0 ? [itemListLd(originFrom(matches), copy.heading, listed)] : []),
      faqPageLd(copy.faqs),
    ],
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLanding(request, context);
}

// What about the page is personal, for the worker (domain/personal-questions.ts).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { path, picks, picksFailed } = loaderData;
  // The loader only answers for known paths, so the copy is always found here.
  const copy = landingCopyFor(path);
  if (!copy) return null;
  return (
    <main>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} gradient={copy.gradient}>
        <LandingActions actions={copy.actions} onGradient />
      </PageHero>
      <div className={`${container} py-10`}>
        {copy.mature && <MatureWarning />}
        <LandingPicks picks={picks} failed={picksFailed} category={copy.category} />
        {copy.sections.map((section) => (
          <LandingTextSection key={section.id} section={section} />
        ))}
        <LandingFaqs faqs={copy.faqs} />
        <section aria-labelledby="play-heading" className={`${card} mt-12 p-6 sm:p-8`}>
          <h2 id="play-heading" className="text-2xl font-bold">
            {m.lists_landing_ready_heading()}
          </h2>
          <p className={`mt-2 ${muted}`}>{m.lists_landing_ready_text()}</p>
          <div className="mt-5">
            <LandingActions actions={copy.actions} />
          </div>
        </section>
        <YouMightAlsoLike currentPath={path} />
      </div>
    </main>
  );
}
