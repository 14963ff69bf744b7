import { useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import { useActionError } from "#app/components/action-error.ts";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { QuestionError } from "#app/components/not-found.tsx";
import { categoryPath, PRODUCT_PATH, SUBMIT_PATH } from "#app/lib/categories.ts";
import { formatCount, formatDate } from "#app/lib/format.ts";
import type { VoteActionData } from "#app/lib/intents.ts";
import { questionCore, questionDescription, questionTitle } from "#app/lib/meta-text.ts";
import { skipRevalidationAfterQuestionAction } from "#app/lib/revalidate.ts";
import { card, container, link } from "#app/lib/ui.ts";
import { useLiveResults } from "#app/live-results/use-live-results.ts";
import { questionPageAction } from "#app/voting/question-actions.server.ts";
import { questionPageClientAction } from "#app/voting/question-client-action.ts";
import { VotePanel } from "#app/voting/vote-panel.tsx";
import { writtenVote } from "#app/voting/written-votes.ts";
import { freshestCounts } from "#domain/live.ts";
import { REPORT_THANKS } from "#domain/report-rules.ts";
import { originFrom, pageMeta } from "#domain/seo.ts";
import { PREVIEW_SIZE, questionPreviewPath } from "#domain/share-images.ts";
import { breadcrumbLd } from "#domain/structured-data.ts";
import type { Route } from "./+types/question";
import { loadQuestion } from "./question.server";
import { QuestionActions } from "./question-actions";
import { questionPageHeaders } from "./question-page-headers";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadQuestion(params.slug, context);
}

export const headers = questionPageHeaders;

export const action = questionPageAction;
export const clientAction = questionPageClientAction;
export const shouldRevalidate = skipRevalidationAfterQuestionAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: "Question Not Found - Would You Rather" }];
  const { question, category } = loaderData;
  const path = `/question/${question.slug}`;
  return pageMeta(matches, {
    title: questionTitle(question.questionText),
    description: questionDescription(question.questionText),
    path,
    image: {
      path: questionPreviewPath(question),
      ...PREVIEW_SIZE,
      alt: `${question.questionText} A: ${question.optionA}. B: ${question.optionB}.`,
    },
    structuredData: [
      breadcrumbLd(originFrom(matches), [
        { name: "Home", path: "/" },
        { name: category.name, path: categoryPath(category.name) },
        { name: questionCore(question.questionText), path },
      ]),
    ],
  });
};

export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, likes, category, next, reportedByYou } = loaderData;
  const yourVote = writtenVote(question.id, loaderData.yourVote);
  // The report page sends a visitor without JavaScript back here; only they have reported, so only they see it.
  const [search] = useSearchParams();
  const reportThanks = reportedByYou && search.has("reported");
  const [confirmed, setConfirmed] = useState(false);
  const actionData = useActionData() as VoteActionData | undefined;
  const refused = useActionError();
  // Without JavaScript the confirmation arrives with the re-rendered page instead of a timer.
  const showConfirmation = confirmed || (actionData?.intent === "vote" && actionData.success);
  const onVoted = () => {
    setConfirmed(true);
    setTimeout(() => setConfirmed(false), 3000);
  };
  // The page may come from the edge cache: live numbers arrive over the socket, not by rendering it again.
  const live = useLiveResults(question.id);
  const counts = freshestCounts(question, live.counts);
  const total = counts.votesA + counts.votesB;

  return (
    <main className={`${container} py-8 sm:py-12`}>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to="/" className="hover:underline">
          Home
        </Link>{" "}
        /{" "}
        <Link to={categoryPath(category.name)} className="hover:underline">
          {category.name}
        </Link>
      </nav>
      {reportThanks && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {REPORT_THANKS}
        </p>
      )}
      {refused && (
        <p role="alert" className="mt-4 rounded-xl bg-red-800 p-4 font-semibold text-white">
          {refused}
        </p>
      )}
      <article className={`${card} mt-4 p-5 sm:p-8`}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
          <Link to={categoryPath(category.name)}>
            <CategoryBadge name={category.name} colorClass={category.colorClass} />
          </Link>
          <span>{formatCount(total, "vote")}</span>
          <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
          {question.submittedBy !== "anonymous" && <span>Submitted by {question.submittedBy}</span>}
        </div>
        <h1 className="mt-4 mb-6 text-2xl font-extrabold leading-tight sm:text-4xl">
          {question.questionText}
        </h1>
        <VotePanel
          question={question}
          serverVote={yourVote}
          variant="detail"
          onVoted={onVoted}
          keyboardShortcuts
          live={live}
        />
        <p role="status" className="mt-2 min-h-6 font-semibold text-emerald-800 dark:text-emerald-300">
          {showConfirmation ? "Vote submitted successfully!" : ""}
        </p>
        {/* Hidden once the panel holds a vote, keeping its place (app/app.css). */}
        <p className="vote-tip text-sm text-slate-600 dark:text-slate-300">
          Tip: press A or B on your keyboard to vote.
        </p>
        <QuestionActions question={question} yourVote={yourVote} likes={likes} reported={reportedByYou} />
      </article>

      <section aria-labelledby="next-heading" className="mt-10">
        <h2 id="next-heading" className="text-2xl font-bold">
          What's Next?
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {next && (
            <li className={`${card} p-4`}>
              <Link to={`/question/${next.slug}`} className={link}>
                Next question →
              </Link>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{next.questionText}</p>
            </li>
          )}
          <li className={`${card} p-4`}>
            <Link to={categoryPath(category.name)} className={link}>
              More {category.name} questions
            </Link>
          </li>
          <li className={`${card} p-4`}>
            <Link to={PRODUCT_PATH} className={link}>
              Browse all questions
            </Link>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Or{" "}
              <Link to="/play" className={link}>
                play them one at a time
              </Link>
              .
            </p>
          </li>
          <li className={`${card} p-4`}>
            <Link to={SUBMIT_PATH} className={link}>
              Submit your own question
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionError error={error} />;
}
