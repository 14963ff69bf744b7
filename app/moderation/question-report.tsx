import { Form, Link, useNavigation } from "react-router";
import { QuestionError } from "#app/components/not-found.tsx";
import { button, card, container, link } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/question-report";
import { loadReportPage, reportPageAction } from "./question-report.server";
import { ReportFields } from "./report-fields";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadReportPage(params.slug, context);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return reportPageAction(params.slug, request, context);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: m.page_title({ title: m.moderation_report_meta_title() }),
    description: m.moderation_report_meta_description(),
    path: `/question/${params.slug}/report`,
    noindex: true,
  });

/** The report dialog as a page, for browsers without JavaScript: the same reasons and note. */
export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { question, reportedByYou } = loaderData;
  const back = localizeHref(`/question/${question.slug}`);
  const sending = useNavigation().state === "submitting";
  const error = actionData?.status === "error" ? actionData : undefined;
  const repeat = reportedByYou || actionData?.status === "already-reported";
  return (
    <main className={`${container} py-8 sm:py-12`}>
      <div className={`${card} mx-auto max-w-xl p-5 sm:p-8`}>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{m.moderation_report_title()}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {question.questionText}{" "}
          <span className="whitespace-nowrap">
            {m.moderation_option_a_sentence({ option: question.optionA })}
          </span>{" "}
          <span className="whitespace-nowrap">
            {m.moderation_option_b_sentence({ option: question.optionB })}
          </span>
        </p>
        {repeat ? (
          <p role="status" className="mt-5 rounded-xl bg-slate-100 p-4 font-semibold dark:bg-slate-800">
            {m.moderation_report_repeat()}
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="questionId" value={question.id} />
            {error && !error.fieldErrors && (
              <p
                role="alert"
                className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100"
              >
                {error.error}
              </p>
            )}
            <ReportFields idPrefix="report-page" errors={error?.fieldErrors} values={actionData?.values} />
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <button type="submit" className={button.primary} disabled={sending}>
                {sending ? m.moderation_sending() : m.moderation_send_report()}
              </button>
              <Link to={back} className={button.secondary}>
                {m.moderation_cancel()}
              </Link>
            </div>
          </Form>
        )}
        <p className="mt-6">
          <Link to={back} className={link}>
            {m.moderation_back_to_question()}
          </Link>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionError error={error} />;
}
