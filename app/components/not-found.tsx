import { isRouteErrorResponse, Link } from "react-router";
import { PRODUCT_PATH } from "#app/lib/categories.ts";
import { button, container } from "#app/lib/ui.ts";
import { RequestRefused, refusalOf } from "./request-refused";

export function NotFound({ title = "Page not found", message }: { title?: string; message?: string }) {
  return (
    <main className={`${container} py-20 text-center`}>
      <title>{`${title} - Would You Rather`}</title>
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className="text-6xl">
        🤔
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {message ?? "Would you rather go home or browse every question? Either way, this page isn't here."}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={button.primary}>
          Back to Home
        </Link>
        <Link to={PRODUCT_PATH} className={button.secondary}>
          Browse Questions
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
      title={missing ? "Question Not Found" : "Failed to load question"}
      message={
        missing
          ? "This question doesn't exist or hasn't been published yet."
          : "Something went wrong while loading this question. Please try again."
      }
    />
  );
}
