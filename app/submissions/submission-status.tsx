import { isRouteErrorResponse, Link } from "react-router";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { RequestRefused, refusalOf } from "#app/components/request-refused.tsx";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { formatDate } from "#app/lib/format.ts";
import { button, card, container, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { SubmissionStatus } from "#domain/submission-status.ts";
import type { Route } from "./+types/submission-status";
import { loadSubmissionStatus } from "./submission-status.server";
import { RejectionDetails, SubmissionStatusBadge } from "./submission-status-badge";

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.submit_status_page_title() }) },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const loader = ({ params, context }: Route.LoaderArgs) => loadSubmissionStatus(params.token, context);

const EXPLANATIONS: Record<SubmissionStatus, () => string> = {
  pending: m.submit_explain_pending,
  published: m.submit_explain_published,
  "not-published": m.submit_explain_not_published,
  hidden: m.submit_explain_hidden,
};

export default function SubmissionStatusPage({ loaderData: view }: Route.ComponentProps) {
  return (
    <main className={`${container} max-w-2xl py-10`}>
      <h1 className="text-3xl font-extrabold">{m.submit_status_page_title()}</h1>
      <section aria-labelledby="submission-status" className={`${card} mt-6 grid gap-4 p-5 sm:p-8`}>
        <h2 id="submission-status" className="flex flex-wrap items-center gap-2 text-lg font-bold">
          {m.submit_status_label()} <SubmissionStatusBadge status={view.status} />
        </h2>
        <p className={muted}>{EXPLANATIONS[view.status]()}</p>
        {view.rejection && <RejectionDetails rejection={view.rejection} />}
        {view.slug && (
          <p>
            <Link to={localizeHref(`/question/${view.slug}`)} className={link}>
              {m.submit_see_your_question()}
            </Link>
          </p>
        )}
        <div className="grid gap-1.5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <CategoryBadge name={view.category} />
            <span className={muted}>{m.submit_submitted_on({ date: formatDate(view.submittedAt) })}</span>
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
        <Link to={localizeHref(SUBMIT_PATH)} className={button.secondary}>
          {m.submit_another()}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound title={m.submit_status_not_found()} message={m.submit_status_not_found_message()} />;
  }
  return <NotFound title={m.submit_status_failed()} message={m.submit_status_failed_message()} />;
}
