import { isRouteErrorResponse, Link } from "react-router";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { formatDate } from "#app/lib/format.ts";
import { button, card, container, link, muted } from "#app/lib/ui.ts";
import type { SubmissionStatus } from "#domain/submission-status.ts";
import type { Route } from "./+types/submission-status";
import { loadSubmissionStatus } from "./submission-status.server";
import { RejectionDetails, SubmissionStatusBadge } from "./submission-status-badge";

export const meta: Route.MetaFunction = () => [
  { title: "Your submitted question - Would You Rather" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const loader = ({ params, context }: Route.LoaderArgs) => loadSubmissionStatus(params.token, context);

const EXPLANATIONS: Record<SubmissionStatus, string> = {
  pending: "A moderator will review it soon, usually within 24 hours. Check back here any time.",
  published: "It passed review and is live on the site for everyone to vote on.",
  "not-published": "A moderator reviewed it and decided not to publish it.",
  hidden: "It was published, then taken down for a moment while a moderator looks at reports about it.",
};

export default function SubmissionStatusPage({ loaderData: view }: Route.ComponentProps) {
  return (
    <main className={`${container} max-w-2xl py-10`}>
      <h1 className="text-3xl font-extrabold">Your submitted question</h1>
      <section aria-labelledby="submission-status" className={`${card} mt-6 grid gap-4 p-5 sm:p-8`}>
        <h2 id="submission-status" className="flex flex-wrap items-center gap-2 text-lg font-bold">
          Status: <SubmissionStatusBadge status={view.status} />
        </h2>
        <p className={muted}>{EXPLANATIONS[view.status]}</p>
        {view.rejection && <RejectionDetails rejection={view.rejection} />}
        {view.slug && (
          <p>
            <Link to={`/question/${view.slug}`} className={link}>
              See your question and its votes
            </Link>
          </p>
        )}
        <div className="grid gap-1.5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <CategoryBadge name={view.category} />
            <span className={muted}>Submitted {formatDate(view.submittedAt)}</span>
          </div>
          <p className="text-lg font-semibold">{view.questionText}</p>
          <ul className="grid gap-1 text-sm">
            <li>
              <span className="font-semibold">A:</span> {view.optionA}
            </li>
            <li>
              <span className="font-semibold">B:</span> {view.optionB}
            </li>
          </ul>
        </div>
      </section>
      <p className="mt-6">
        <Link to={SUBMIT_PATH} className={button.secondary}>
          Submit another question
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        title="Status link not found"
        message="This status link doesn't match any submitted question. Check that you copied all of it."
      />
    );
  }
  return (
    <NotFound title="Something went wrong" message="The status could not be loaded. Please try again." />
  );
}
