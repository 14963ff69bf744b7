import { Link } from "react-router";
import { QuestionError } from "#app/components/not-found.tsx";
import { button, card, container, link } from "#app/lib/ui.ts";
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
    title: "Share This Question - Would You Rather",
    description:
      "Download this would you rather question as a picture with a QR code, copy its link, or post it to X or Facebook so your friends can vote too.",
    path: `/question/${params.slug}/share`,
    noindex: true,
  });

/** The share dialog as a page, for browsers without JavaScript: the same card, download and links. */
export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { question, yourVote, sharedAt } = loaderData;
  const url = `${useSiteOrigin()}/question/${question.slug}`;
  const image = cardPath(question);
  const choice = yourVote === "A" ? question.optionA : yourVote === "B" ? question.optionB : null;
  return (
    <main className={`${container} py-8 sm:py-12`}>
      <div className={`${card} mx-auto max-w-2xl p-5 sm:p-8`}>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Share this question</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{question.questionText}</p>
        {choice && (
          <p className="mt-3 inline-block rounded-full bg-emerald-800 px-3 py-1 text-sm font-bold text-white">
            You picked {yourVote}: {choice}
          </p>
        )}
        <img
          src={image}
          width={600}
          height={450}
          alt={`Share card: ${question.questionText} A: ${question.optionA}. B: ${question.optionB}. With a QR code that opens the question.`}
          className="mt-5 aspect-[4/3] h-auto w-full rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
        />
        <div className="mt-5 flex flex-wrap gap-2">
          <a href={image} download={cardFileName(question.slug, sharedAt)} className={button.primary}>
            <span aria-hidden="true">⬇</span> Download
          </a>
          <SocialShareLinks text={question.questionText} url={url} />
        </div>
        <label htmlFor="share-link" className="mt-6 block font-semibold">
          Link to copy
        </label>
        <input
          id="share-link"
          readOnly
          value={url}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
        />
        <p className="mt-6">
          <Link to={`/question/${question.slug}`} className={link}>
            ← Back to the question
          </Link>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionError error={error} />;
}
