import { useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useActionData, useSearchParams } from "react-router";
import { useActionError } from "#app/components/action-error.ts";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { LanguageNote, textLang } from "#app/components/language-note.tsx";
import { QuestionError } from "#app/components/not-found.tsx";
import { discussionAction } from "#app/discussion/discussion-action.server.ts";
import { discussionPath } from "#app/discussion/discussion-query.ts";
import { DiscussionSection } from "#app/discussion/discussion-section.tsx";
import { DISCUSSION_INTENTS, discussionAnswer } from "#app/discussion/intents.ts";
import { categoryPath, PRODUCT_PATH, SUBMIT_PATH } from "#app/lib/categories.ts";
import { formatDate, formatVotes } from "#app/lib/format.ts";
import type { VoteActionData } from "#app/lib/intents.ts";
import {
  cutAtWord,
  questionCore,
  questionDescription,
  questionTitle,
  type TitledQuestion,
} from "#app/lib/meta-text.ts";
import { skipRevalidationAfterQuestionAction } from "#app/lib/revalidate.ts";
import { card, container, link } from "#app/lib/ui.ts";
import { useLiveResults } from "#app/live-results/use-live-results.ts";
import { questionPageAction } from "#app/voting/question-actions.server.ts";
import { questionPageClientAction } from "#app/voting/question-client-action.ts";
import { VotePanel } from "#app/voting/vote-panel.tsx";
import { writtenVote } from "#app/voting/written-votes.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { oembedHref } from "#domain/embed-paths.ts";
import { freshestCounts } from "#domain/live.ts";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { originFrom, pageMeta } from "#domain/seo.ts";
import { PREVIEW_SIZE, questionPreviewPath } from "#domain/share-images.ts";
import { breadcrumbLd } from "#domain/structured-data.ts";
import type { Route } from "./+types/question";
import { loadQuestion } from "./question.server";
import { QuestionAboutSection } from "./question-about";
import { QuestionActions } from "./question-actions";
import { questionPageHeaders } from "./question-page-headers";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadQuestion(request, params.slug, context);
}

export const headers = questionPageHeaders;

/** The discussion's forms first; every other form of the page goes to the question actions. */
export async function action(args: Route.ActionArgs) {
  return (await discussionAction(args)) ?? questionPageAction(args);
}
export const clientAction = questionPageClientAction;

/** A comment vote or report answers with all it changes, like a question's vote, like or report. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const answer = discussionAnswer(args.actionResult);
  if (answer?.intent === DISCUSSION_INTENTS.vote || answer?.intent === DISCUSSION_INTENTS.report)
    return false;
  return skipRevalidationAfterQuestionAction(args);
}

/** A Chinese description holds 50 to 80 characters: the question, then what the page offers. */
const ZH_DESCRIPTION_QUESTION_MAX = 45;

/** The page's title and description: English fits search results by its own rules (meta-text.ts). */
function titleAndDescription(question: TitledQuestion) {
  const title = questionTitle(question);
  if (getLocale() !== "zh") return { title, description: questionDescription(question.questionText) };
  return {
    title,
    description: m.question_meta_description({
      question: cutAtWord(question.questionText, ZH_DESCRIPTION_QUESTION_MAX),
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: m.page_title({ title: m.question_not_found() }) }];
  const { question, category } = loaderData;
  const path = `/question/${question.slug}`;
  // oEmbed discovery: a blog given this page's address finds how to embed it (docs/embeds.md).
  const oembed = {
    tagName: "link",
    rel: "alternate",
    type: "application/json+oembed",
    href: oembedHref(originFrom(matches), question.slug, getLocale()),
    title: question.questionText,
  };
  const tags = pageMeta(matches, {
    ...titleAndDescription(question),
    path,
    image: {
      path: questionPreviewPath(question),
      ...PREVIEW_SIZE,
      alt: m.question_preview_alt({
        question: question.questionText,
        a: question.optionA,
        b: question.optionB,
      }),
    },
    structuredData: [
      breadcrumbLd(originFrom(matches), [
        { name: m.nav_home(), path: localizeHref("/") },
        { name: categoryLabel(category.name), path: localizeHref(categoryPath(category.name)) },
        { name: questionCore(question.questionText), path: localizeHref(path) },
      ]),
    ],
  });
  return [...tags, oembed];
};

export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { question, likes, category, next, reportedByYou, about, discussion } = loaderData;
  const yourVote = writtenVote(question.id, loaderData.yourVote);
  // The report page sends a visitor without JavaScript back here; only they have reported, so only they see it.
  const [search] = useSearchParams();
  const reportThanks = reportedByYou && search.has("reported");
  const [confirmed, setConfirmed] = useState(false);
  const actionData = useActionData() as VoteActionData | undefined;
  // A discussion form shows its own refusal where it was sent from.
  const refusedHere = useActionError();
  const refused = discussionAnswer(actionData) ? undefined : refusedHere;
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
      <nav aria-label={m.question_breadcrumb()} className="text-sm text-slate-600 dark:text-slate-300">
        <Link to={localizeHref("/")} className="hover:underline">
          {m.nav_home()}
        </Link>{" "}
        /{" "}
        <Link to={localizeHref(categoryPath(category.name))} className="hover:underline">
          {categoryLabel(category.name)}
        </Link>
      </nav>
      {reportThanks && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {m.question_report_thanks()}
        </p>
      )}
      {refused && (
        <p role="alert" className="mt-4 rounded-xl bg-red-800 p-4 font-semibold text-white">
          {refused}
        </p>
      )}
      <article className={`${card} mt-4 p-5 sm:p-8`}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
          <Link to={localizeHref(categoryPath(category.name))}>
            <CategoryBadge name={category.name} colorClass={category.colorClass} />
          </Link>
          <LanguageNote question={question} />
          <span>{formatVotes(total)}</span>
          <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
          {question.submittedBy !== "anonymous" && (
            <span>{m.question_submitted_by({ name: question.submittedBy })}</span>
          )}
        </div>
        <h1 className="mt-4 mb-6 text-2xl font-extrabold leading-tight sm:text-4xl" {...textLang(question)}>
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
          {showConfirmation ? m.question_vote_submitted() : ""}
        </p>
        {/* Hidden once the panel holds a vote, keeping its place (app/app.css). */}
        <p className="vote-tip text-sm text-slate-600 dark:text-slate-300">{m.question_keyboard_tip()}</p>
        <QuestionActions
          question={question}
          yourVote={yourVote}
          likes={likes}
          reported={reportedByYou}
          commentCount={discussion.page?.total ?? question.commentCount}
          discussionHref={discussionPath(question.slug, {
            sort: discussion.page?.sort ?? "top",
            page: discussion.page?.page ?? 1,
          })}
        />
      </article>

      <DiscussionSection question={question} data={discussion} />

      <QuestionAboutSection
        about={about}
        category={category.name}
        categoryDescription={category.description}
      />

      <section aria-labelledby="next-heading" className="mt-10">
        <h2 id="next-heading" className="text-2xl font-bold">
          {m.question_whats_next()}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {next && (
            <li className={`${card} p-4`}>
              <Link to={localizeHref(`/question/${next.slug}`)} className={link}>
                {m.question_next_question()}
              </Link>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{next.questionText}</p>
            </li>
          )}
          <li className={`${card} p-4`}>
            <Link to={localizeHref(categoryPath(category.name))} className={link}>
              {m.question_more_in_category({ category: categoryLabel(category.name) })}
            </Link>
          </li>
          <li className={`${card} p-4`}>
            <Link to={localizeHref(PRODUCT_PATH)} className={link}>
              {m.question_browse_all()}
            </Link>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {m.question_play_before()}
              <Link to={localizeHref("/play")} className={link}>
                {m.question_play_link()}
              </Link>
              {m.question_play_after()}
            </p>
          </li>
          <li className={`${card} p-4`}>
            <Link to={localizeHref(SUBMIT_PATH)} className={link}>
              {m.question_submit_own()}
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
