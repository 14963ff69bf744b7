import { Link } from "react-router";
import { QuestionError } from "#app/components/not-found.tsx";
import { button, card, container, link } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import { cardFileName, cardPath } from "#domain/share-images.ts";
import type { Route } from "./+types/question-share";
import { loadShare } from "./question-share.server";
import { SocialShareLinks } from "./social-share-links";
import { useSiteOrigin } from "./use-site-origin";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadShare(params.slug, context);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: m.page_title({ title: m.question_share_meta_title() }),
    description: m.question_share_meta_description(),
    path: `/question/${params.slug}/share`,
    noindex: true,
  });

/** The share dialog as a page, for browsers without JavaScript: the same card, download and links. */
export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { question, yourVote, sharedAt } = loaderData;
  const url = `${useSiteOrigin()}${localizeHref(`/question/${question.slug}`)}`;
  const image = cardPath(question);
  const choice = yourVote === "A" ? question.optionA : yourVote === "B" ? question.optionB : null;
  return (
    <main className={`${container} py-8 sm:py-12`}>
      <div className={`${card} mx-auto max-w-2xl p-5 sm:p-8`}>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{m.question_share_title()}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{question.questionText}</p>
        {choice && (
          <p className="mt-3 inline-block rounded-full bg-emerald-800 px-3 py-1 text-sm font-bold text-white">
            {m.question_you_picked({ option: yourVote ?? "", choice })}
          </p>
        )}
        <img
          src={image}
          width={600}
          height={450}
          alt={m.question_card_alt({
            question: question.questionText,
            a: question.optionA,
            b: question.optionB,
          })}
          className="mt-5 aspect-[4/3] h-auto w-full rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
        />
        <div className="mt-5 flex flex-wrap gap-2">
          <a href={image} download={cardFileName(question.slug, sharedAt)} className={button.primary}>
            <span aria-hidden="true">⬇</span> {m.question_download()}
          </a>
          <SocialShareLinks text={question.questionText} url={url} />
        </div>
        <label htmlFor="share-link" className="mt-6 block font-semibold">
          {m.question_link_to_copy()}
        </label>
        <input
          id="share-link"
          readOnly
          value={url}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
        />
        <p className="mt-6">
          <Link to={localizeHref(`/question/${question.slug}`)} className={link}>
            {m.question_back_to_question()}
          </Link>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionError error={error} />;
}
