import { isRouteErrorResponse, Link } from "react-router";
import { button, container } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

// A request a page's own forms never send (a form as JSON, too large, a file where text goes, a
// post to a page without a form) is refused with a 4xx and a sentence. Without this view, the
// page's error view took it for a failure to load ("Oops! Something went wrong ... try again").

/** React Router's own refusals carry text for developers; these say it for people. */
const BY_STATUS: Record<number, () => string> = {
  405: m.lists_refused_405,
  413: m.lists_refused_413,
  415: m.lists_refused_415,
};

/** The sentence of a refused request (a 4xx other than 404), or undefined for any other error. */
export function refusalOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status === 404) return undefined;
  if (error.status < 400 || error.status >= 500) return undefined;
  const internal = (error as { internal?: boolean }).internal === true;
  if (!internal && typeof error.data === "string" && error.data.trim()) return error.data;
  return (BY_STATUS[error.status] ?? m.lists_refused_other)();
}

export function RequestRefused({ message }: { message: string }) {
  return (
    <main className={`${container} py-20 text-center`}>
      <title>{m.page_title({ title: m.lists_refused_title() })}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-extrabold">{m.lists_refused_title()}</h1>
      <p role="alert" className="mt-3 text-slate-600 dark:text-slate-300">
        {message}
      </p>
      <Link to={localizeHref("/")} className={`${button.primary} mt-6`}>
        {m.lists_back_home()}
      </Link>
    </main>
  );
}
