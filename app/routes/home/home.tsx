import { useState } from "react";
import { Link } from "react-router";
import { AuthNotice } from "#app/accounts/auth-notice.tsx";
import { useActionError } from "#app/components/action-error.ts";
import { AudienceCards } from "#app/components/audience-cards.tsx";
import { CardIconSprite } from "#app/components/card-icons.tsx";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { textLang } from "#app/components/language-note.tsx";
import { QuestionGrid } from "#app/components/question-card.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { PRODUCT_PATH, SUBMIT_PATH } from "#app/lib/categories.ts";
import { formatYmd } from "#app/lib/format.ts";
import { skipRevalidationAfterQuestionAction } from "#app/lib/revalidate.ts";
import { button, card, container } from "#app/lib/ui.ts";
import { useLiveResults } from "#app/live-results/use-live-results.ts";
import { questionPageHeaders } from "#app/routes/question/question-page-headers.ts";
import { questionPageAction } from "#app/voting/question-actions.server.ts";
import { questionPageClientAction } from "#app/voting/question-client-action.ts";
import { VotePanel } from "#app/voting/vote-panel.tsx";
import { writtenVote } from "#app/voting/written-votes.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { originFrom, pageMeta } from "#domain/seo.ts";
import { PREVIEW_SIZE, pagePreviewPath } from "#domain/share-images.ts";
import { organizationLd, webSiteLd } from "#domain/structured-data.ts";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";
import { HomeErrorView, HomeSidebar, LatestFilters } from "./home-sections";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.home_meta_title(),
    description: m.home_meta_description(),
    path: "/",
    image: { path: pagePreviewPath("/"), ...PREVIEW_SIZE, alt: m.home_preview_alt() },
    structuredData: [
      webSiteLd(originFrom(matches), localizeHref(PRODUCT_PATH)),
      organizationLd(originFrom(matches), m.home_meta_description()),
    ],
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

export const headers = questionPageHeaders;

export const action = questionPageAction;
export const clientAction = questionPageClientAction;
export const shouldRevalidate = skipRevalidationAfterQuestionAction;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, latest, top, more, votes, categories, categoryClasses, filter, splits } = loaderData;
  const [banner, setBanner] = useState<string | null>(null);
  const posted = useActionError() ?? null;
  const showBanner = (message: string) => {
    setBanner(message);
    setTimeout(() => setBanner(null), 3000);
  };
  const shownBanner = banner ?? posted;
  const live = useLiveResults(featured?.question.id);

  if (!featured && latest.length === 0) {
    return (
      <main className={`${container} py-20 text-center`}>
        <h1 className="text-3xl font-extrabold">{m.home_title()}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{m.home_no_questions()}</p>
      </main>
    );
  }

  return (
    <main>
      <CardIconSprite categories={latest.map((q) => q.category)} />
      <section className="bg-gradient-to-b from-indigo-100 to-slate-50 dark:from-indigo-950 dark:to-slate-950">
        <div className={`${container} py-10 sm:py-14`}>
          <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-5xl">{m.home_title()}</h1>
          <p className="mx-auto mt-3 max-w-xl text-center text-slate-700 dark:text-slate-200">
            {m.home_tagline()}
          </p>
          <AuthNotice />
          {shownBanner && (
            <p
              role="alert"
              className="mx-auto mt-6 max-w-3xl rounded-xl bg-red-800 px-4 py-3 font-semibold text-white"
            >
              {shownBanner}
            </p>
          )}
          {featured && (
            <section
              aria-labelledby="featured-heading"
              className={`${card} mx-auto mt-8 max-w-3xl p-5 sm:p-8`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-bold uppercase tracking-wide text-indigo-800 dark:text-indigo-200">
                  {m.home_question_of_the_day()} ·{" "}
                  <time dateTime={featured.day}>{formatYmd(featured.day)}</time>
                </p>
                <CategoryBadge
                  name={featured.question.category}
                  colorClass={categoryClasses[featured.question.category]}
                />
              </div>
              <h2
                id="featured-heading"
                className="mt-3 mb-5 text-2xl font-extrabold leading-tight sm:text-3xl"
                {...textLang(featured.question)}
              >
                {featured.question.questionText}
              </h2>
              <VotePanel
                key={featured.question.id}
                question={featured.question}
                serverVote={writtenVote(featured.question.id, featured.yourVote)}
                variant="home"
                onError={showBanner}
                live={live}
              />
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={localizeHref(PRODUCT_PATH)} className={button.primary}>
                  {m.home_answer_more()}
                </Link>
                <Link to={localizeHref(SUBMIT_PATH)} className={button.secondary}>
                  {m.home_submit_own()}
                </Link>
                <Link to={localizeHref("/play")} className={button.secondary}>
                  {m.home_play_mode()}
                </Link>
              </div>
            </section>
          )}
        </div>
      </section>

      <section aria-labelledby="audience-heading" className={`${container} mt-12`}>
        <h2 id="audience-heading" className="text-2xl font-bold">
          {m.home_explore_by_audience()}
        </h2>
        <AudienceCards />
      </section>

      <div className={`${container} mt-12 grid gap-10 lg:grid-cols-[1fr_20rem]`}>
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="text-2xl font-bold">
            {m.home_latest_questions()}
          </h2>
          <LatestFilters categories={categories} filter={filter} />
          {latest.length === 0 ? (
            <p className="mt-6 text-slate-600 dark:text-slate-300">{m.home_no_questions()}</p>
          ) : (
            <QuestionGrid questions={latest} votes={votes} view="list" categoryClasses={categoryClasses} />
          )}
        </section>
        <HomeSidebar top={top} more={more} splits={splits} />
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  return <HomeErrorView />;
}
