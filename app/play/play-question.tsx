import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher, useLocation, useNavigate } from "react-router";
import { useActionError } from "#app/components/action-error.ts";
import { QuestionError } from "#app/components/not-found.tsx";
import type { VoteActionData } from "#app/lib/intents.ts";
import { cutAtWord, questionCore } from "#app/lib/meta-text.ts";
import { skipRevalidationAfterQuestionAction } from "#app/lib/revalidate.ts";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { questionPageHeaders } from "#app/routes/question/question-page-headers.ts";
import { questionPageAction } from "#app/voting/question-actions.server.ts";
import { questionPageClientAction } from "#app/voting/question-client-action.ts";
import { VotePanel } from "#app/voting/vote-panel.tsx";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import { playDonePath, playQuestionPath, runAfter, runTitle, voteInsight } from "#domain/play.ts";
import { pageMeta } from "#domain/seo.ts";
import { votedIn } from "#domain/vote.ts";
import type { Route } from "./+types/play-question";
import { loadPlayQuestion } from "./play.server";
import { usePlayGestures } from "./play-gestures";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPlayQuestion(params.slug, request, context);
}

export const headers = questionPageHeaders;
export const action = questionPageAction;
export const clientAction = questionPageClientAction;
export const shouldRevalidate = skipRevalidationAfterQuestionAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: m.page_title({ title: m.question_not_found() }) }];
  const { question } = loaderData;
  const title = m.play_question_meta_title({ question: questionCore(question.questionText) });
  const description = m.play_question_meta_description({ question: question.questionText });
  // Chinese characters are about twice as wide in search results, and have no spaces to cut at
  // (app/lib/meta-text.ts); English keeps its plain cut.
  const zh = getLocale() === "zh";
  return pageMeta(matches, {
    title: zh ? cutAtWord(title, 30) : title.slice(0, 60),
    description: zh ? cutAtWord(description, 80) : description.slice(0, 160),
    // The question's own page is the one to rank; this is the same question in a run.
    path: `/question/${question.slug}`,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionError error={error} />;
}

export default function PlayQuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, yourVote, nextSlug, run } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<VoteActionData>({ key: `vote:${question.id}` });
  const actionData = useActionData() as VoteActionData | undefined;
  const answer = [fetcher.data, actionData].find(
    (a) => a?.intent === "vote" && a.questionId === question.id && votedIn(a),
  );
  const recorded = answer && votedIn(answer);
  const choice = yourVote ?? recorded?.option ?? null;
  const counts = yourVote || !recorded ? question : recorded;
  const voted = choice !== null;
  // A post without JavaScript that was refused (a failed vote, a form the page never sends).
  const refused = useActionError();

  const after = runAfter(run, question.id, voted);
  const nextHref = localizeHref(nextSlug ? playQuestionPath(nextSlug, after) : playDonePath(after));
  const here = `${location.pathname}${location.search}`;
  const gestures = usePlayGestures({
    voted,
    vote: (option) =>
      fetcher.submit({ intent: "vote", questionId: question.id, option }, { method: "post", action: here }),
    next: () => navigate(nextHref),
  });

  const total = counts.votesA + counts.votesB;
  const pct = percentages(counts.votesA, counts.votesB);
  const insight = choice ? voteInsight(choice === "A" ? pct.a : pct.b, total) : "";

  // A new question takes the focus, so a screen reader starts reading it; the first one does not.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstQuestion = useRef(question.id);
  useEffect(() => {
    if (question.id !== firstQuestion.current) heading.current?.focus();
  }, [question.id]);

  return (
    <main className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col px-4 py-4 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <Link to={localizeHref("/play")} className={link}>
          {m.play_back()}
        </Link>
        <p className={muted}>
          <span className="font-semibold">{runTitle(run)}</span> · {m.play_answered_this_run()}
          <span className="font-semibold tabular-nums">{run.answered + (voted ? 1 : 0)}</span>
        </p>
      </div>
      {refused && (
        <p role="alert" className="mt-4 rounded-xl bg-red-800 p-4 font-semibold text-white">
          {refused}
        </p>
      )}
      {/* Sideways strokes are ours (a vote, or the next question): without touch-pan-y the browser
          may take one as its own swipe back through history, leaving the run mid-vote. */}
      <article
        className={`${card} mt-4 flex flex-1 touch-pan-y flex-col justify-center p-5 sm:p-8`}
        {...gestures}
      >
        <h1
          ref={heading}
          tabIndex={-1}
          className="mb-6 text-2xl font-extrabold leading-tight focus:outline-none sm:text-4xl"
        >
          {question.questionText}
        </h1>
        <VotePanel
          key={question.id}
          question={question}
          serverVote={yourVote}
          variant="detail"
          keyboardShortcuts
          action={here}
        />
        <p aria-live="polite" className="mt-4 min-h-7 text-lg font-bold text-indigo-800 dark:text-indigo-200">
          {insight}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {voted ? (
            // Keyed apart, so the button is new rather than fading from the skip link's colours.
            <Link key="next" to={nextHref} className={button.primary}>
              {nextSlug ? m.play_next_question() : m.play_see_how()} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <Link key="skip" to={nextHref} className={button.ghost}>
              {m.play_skip()}
            </Link>
          )}
        </div>
        <p className={`mt-6 text-sm ${muted}`}>{m.play_keys_help()}</p>
      </article>
    </main>
  );
}
