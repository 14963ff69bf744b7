import { YouMightAlsoLike } from "#app/components/audience-cards.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { card, container, muted } from "#app/lib/ui.ts";
import { landingCopyFor, landingDescription, landingTitle } from "#domain/landing-copy.ts";
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
  LandingNoticeBlock,
  LandingPicks,
  LandingTextSection,
  MatureWarning,
} from "./landing-sections";

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const copy = landingCopyFor(unlocalizedPath(location.pathname), loaderData?.season ?? undefined);
  if (!copy) return [];
  const page = loaderData?.page ?? 1;
  const total = loaderData?.total ?? 0;
  const picks = loaderData?.picks ?? [];
  const listed = picks.map((q) => ({ name: q.questionText, path: localizeHref(`/question/${q.slug}`) }));
  // Each page of the list is its own page for search engines, with its own title and description.
  return pageMeta(matches, {
    title: landingTitle(copy, total, page),
    description: landingDescription(copy, page, total),
    path: page > 1 ? `${copy.path}?page=${page}` : copy.path,
    image: { path: pagePreviewPath(copy.path), ...PREVIEW_SIZE, alt: copy.heading },
    structuredData: [
      ...(listed.length > 0 ? [itemListLd(originFrom(matches), copy.heading, listed)] : []),
      // The FAQ is shown on the first page only, so only the first page says it has one.
      ...(page === 1 ? [faqPageLd(copy.faqs)] : []),
    ],
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLanding(request, context);
}

// What about the page is personal, for the worker (domain/personal-questions.ts).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { path, season, picks, picksFailed, page, pageSize, total } = loaderData;
  // The loader only answers for known paths, so the copy is always found here.
  const copy = landingCopyFor(path, season ?? undefined);
  if (!copy) return null;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = page === 1;
  return (
    <main>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} gradient={copy.gradient}>
        <LandingActions actions={copy.actions} onGradient />
      </PageHero>
      <div className={`${container} py-10`}>
        {copy.mature && <MatureWarning />}
        {copy.notice && <LandingNoticeBlock notice={copy.notice} />}
        <LandingPicks
          picks={picks}
          failed={picksFailed}
          category={copy.category}
          from={(page - 1) * pageSize + 1}
          total={total}
          page={page}
          totalPages={totalPages}
        />
        <Pagination page={page} totalPages={totalPages} />
        {/* The text and FAQ are the first page's; later pages are the rest of the list. */}
        {first && copy.sections.map((section) => <LandingTextSection key={section.id} section={section} />)}
        {first && <LandingFaqs faqs={copy.faqs} />}
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
