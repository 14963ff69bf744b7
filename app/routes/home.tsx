import { useState } from "react";
import { Link } from "react-router";
import { useActionError } from "../components/action-error";
import { AudienceCards } from "../components/audience-cards";
import { AuthNotice } from "../components/auth-notice";
import { CategoryBadge } from "../components/category-badge";
import { HomeErrorView, HomeSidebar, LatestFilters } from "../components/home-sections";
import { QuestionGrid } from "../components/question-card";
import { RequestRefused, refusalOf } from "../components/request-refused";
import { useLiveResults } from "../components/use-live-results";
import { VotePanel } from "../components/vote-panel";
import { writtenVote } from "../components/written-votes";
import { PRODUCT_PATH, SUBMIT_PATH } from "../lib/categories";
import { formatYmd } from "../lib/format";
import { skipRevalidationAfterQuestionAction } from "../lib/revalidate";
import { originFrom, pageMeta } from "../lib/seo";
import { PREVIEW_SIZE, pagePreviewPath } from "../lib/share-images";
import { webSiteLd } from "../lib/structured-data";
import { button, card, container } from "../lib/ui";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";
import { questionPageAction } from "./question-actions.server";
import { questionPageClientAction } from "./question-client-action";
import { questionPageHeaders } from "./question-page-headers";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Would You Rather Questions - Vote and See What Others Pick",
    description:
      "Hundreds of fun, family-friendly would you rather questions for kids, adults and parties. Pick A or B, then see live results from everyone.",
    path: "/",
    image: { path: pagePreviewPath("/"), ...PREVIEW_SIZE, alt: "Would You Rather: two choices, one vote" },
    structuredData: [webSiteLd(originFrom(matches), PRODUCT_PATH)],
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
        <h1 className="text-3xl font-extrabold">Would You Rather?</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">No questions available.</p>
      </main>
    );
  }

  return (
    <main>
      <section className="bg-gradient-to-b from-indigo-100 to-slate-50 dark:from-indigo-950 dark:to-slate-950">
        <div className={`${container} py-10 sm:py-14`}>
          <h1 className="text-center text-3xl font-extrabold tracking-tight sm:text-5xl">
            Would You Rather?
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-center text-slate-700 dark:text-slate-200">
            Two choices. One vote. See what everyone else picked.
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
                  Question of the Day · <time dateTime={featured.day}>{formatYmd(featured.day)}</time>
                </p>
                <CategoryBadge
                  name={featured.question.category}
                  colorClass={categoryClasses[featured.question.category]}
                />
              </div>
              <h2
                id="featured-heading"
                className="mt-3 mb-5 text-2xl font-extrabold leading-tight sm:text-3xl"
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
                <Link to={PRODUCT_PATH} className={button.primary}>
                  Answer More Questions
                </Link>
                <Link to={SUBMIT_PATH} className={button.secondary}>
                  Submit Your Own
                </Link>
                <Link to="/play" className={button.secondary}>
                  Play Mode
                </Link>
              </div>
            </section>
          )}
        </div>
      </section>

      <section aria-labelledby="audience-heading" className={`${container} mt-12`}>
        <h2 id="audience-heading" className="text-2xl font-bold">
          Explore by Audience
        </h2>
        <AudienceCards />
      </section>

      <div className={`${container} mt-12 grid gap-10 lg:grid-cols-[1fr_20rem]`}>
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="text-2xl font-bold">
            Latest Questions
          </h2>
          <LatestFilters categories={categories} filter={filter} />
          {latest.length === 0 ? (
            <p className="mt-6 text-slate-600 dark:text-slate-300">No questions available.</p>
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
