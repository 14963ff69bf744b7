import { Form, Link } from "react-router";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/reports";
import { QuestionFields } from "./question-fields";
import { RejectionFields } from "./rejection-fields";
import { ReportList } from "./report-list";
import { loadReports, reportsAction } from "./reports.server";
import { ResultNotice } from "./result-notice";

export const loader = ({ context }: Route.LoaderArgs) => loadReports(context);
export const action = ({ request, context }: Route.ActionArgs) => reportsAction(request, context);

const summary = `${button.secondary} cursor-pointer list-none`;

type Data = Route.ComponentProps["loaderData"];
type Question = Omit<Data["hidden"][number], "hiddenAt">;
type Result = Route.ComponentProps["actionData"];

/** One reported or hidden question with the moderator's choices for it. */
function Decisions({
  question,
  categories,
  result,
  children,
}: {
  question: Question;
  categories: string[];
  result: Result;
  children?: React.ReactNode;
}) {
  const hidden = question.status === "hidden";
  const plain = (intent: string, label: string, style = button.secondary) => (
    <Form method="post">
      <input type="hidden" name="id" value={question.questionId} />
      <button type="submit" name="intent" value={intent} className={style}>
        {label}
      </button>
    </Form>
  );
  return (
    <article aria-labelledby={`reported-${question.questionId}`} className={`${card} grid gap-3 p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <CategoryBadge name={question.category} />
        <span
          className={
            hidden
              ? "rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-900"
              : "rounded-full bg-emerald-100 px-2 py-0.5 font-bold text-emerald-900"
          }
        >
          {hidden ? m.moderation_status_hidden() : m.moderation_status_live()}
        </span>
        {!hidden && (
          <Link to={localizeHref(`/question/${question.slug}`)} className={link}>
            {m.moderation_open_page()}
          </Link>
        )}
      </div>
      <h3 id={`reported-${question.questionId}`} className="text-lg font-bold">
        {question.questionText}
      </h3>
      <p className="grid gap-1 sm:grid-cols-2">
        <span>
          <strong>{m.moderation_option_label({ letter: "A" })}</strong> {question.optionA}
        </span>
        <span>
          <strong>{m.moderation_option_label({ letter: "B" })}</strong> {question.optionB}
        </span>
      </p>
      {children}
      {result && result.id === question.questionId && <ResultNotice result={result} />}
      <div className="flex flex-wrap items-start gap-2">
        {plain(
          hidden ? "restore" : "keep",
          hidden ? m.moderation_restore() : m.moderation_keep(),
          button.primary,
        )}
        {!hidden && plain("hide", m.moderation_hide())}
        <details className="w-full sm:w-auto">
          <summary className={summary}>{m.moderation_edit()}</summary>
          <Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="id" value={question.questionId} />
            <QuestionFields
              idPrefix={`fix-${question.questionId}`}
              question={question}
              categories={categories}
            />
            <button
              type="submit"
              name="intent"
              value="edit"
              className={`${button.primary} justify-self-start`}
            >
              {m.moderation_save_and_publish()}
            </button>
          </Form>
        </details>
        <details className="w-full sm:w-auto">
          <summary className={summary}>{m.moderation_remove()}</summary>
          <Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="id" value={question.questionId} />
            <RejectionFields idPrefix={`remove-${question.questionId}`} />
            <button
              type="submit"
              name="intent"
              value="remove"
              className={`${button.secondary} justify-self-start`}
            >
              {m.moderation_remove_question()}
            </button>
          </Form>
        </details>
      </div>
    </article>
  );
}

export default function ModerationReports({ loaderData, actionData }: Route.ComponentProps) {
  const { reported, hidden, categories } = loaderData;
  return (
    <div className="grid gap-8">
      {actionData &&
        ![...reported.map((r) => r.question), ...hidden].some((q) => q.questionId === actionData.id) && (
          <ResultNotice result={actionData} />
        )}
      <section aria-labelledby="reported-title" className="grid gap-4">
        <div>
          <h2 id="reported-title" className="text-xl font-bold">
            {m.moderation_reported_title({ count: reported.length })}
          </h2>
          <p className={muted}>{m.moderation_reported_intro()}</p>
        </div>
        {reported.length === 0 ? (
          <p className={`${card} p-6 text-center ${muted}`}>{m.moderation_reported_empty()}</p>
        ) : (
          <ol className="grid gap-4">
            {reported.map(({ question, reports }) => (
              <li key={question.questionId}>
                <Decisions question={question} categories={categories} result={actionData}>
                  <ReportList reports={reports} />
                </Decisions>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="hidden-title" className="grid gap-4">
        <h2 id="hidden-title" className="text-xl font-bold">
          {m.moderation_hidden_title({ count: hidden.length })}
        </h2>
        {hidden.length === 0 ? (
          <p className={`${card} p-6 text-center ${muted}`}>{m.moderation_hidden_empty()}</p>
        ) : (
          <ol className="grid gap-4">
            {hidden.map((question) => (
              <li key={question.questionId}>
                <Decisions question={question} categories={categories} result={actionData} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
