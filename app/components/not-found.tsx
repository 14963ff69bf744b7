import { CircleQuestionMark } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { PRODUCT_PATH } from "#app/lib/categories.ts";
import { button, container } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { RequestRefused, refusalOf } from "./request-refused";

export function NotFound({ title = m.not_found_title(), message }: { title?: string; message?: string }) {
  return (
    <main className={`${container} py-20 text-center`}>
      <title>{m.page_title({ title })}</title>
      <meta name="robots" content="noindex" />
      <CircleQuestionMark className="mx-auto size-16 text-indigo-700 dark:text-indigo-300" />
      <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{message ?? m.not_found_message()}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={localizeHref("/")} className={button.primary}>
          {m.back_to_home()}
        </Link>
        <Link to={localizeHref(PRODUCT_PATH)} className={button.secondary}>
          {m.browse_questions()}
        </Link>
      </div>
    </main>
  );
}

/** The error view of every page about one question: not found, or failed to load. */
export function QuestionError({ error }: { error: unknown }) {
  const refused = refusalOf(error);
  if (refused) return <RequestRefused message={refused} />;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <NotFound
      title={missing ? m.question_not_found() : m.question_failed()}
      message={missing ? m.question_not_found_message() : m.question_failed_message()}
    />
  );
}
