import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { button, card, container } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/submit";
import { StatusLink } from "./status-link";
import { loadSubmitForm, submitFromForm } from "./submit.server";
import { SubmitForm } from "./submit-form";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.submit_meta_title(),
    description: m.submit_meta_description(),
    path: SUBMIT_PATH,
  });

export function loader({ context }: Route.LoaderArgs) {
  return loadSubmitForm(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitFromForm(request, context);
}

const SUCCESS_MS = 3000;

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const success = actionData?.ok === true ? actionData : undefined;
  // With a status link to keep, the panel stays until the visitor moves on; otherwise it goes home after 3 s.
  const leavesByItself = success !== undefined && !success.statusUrl;
  useEffect(() => {
    if (!leavesByItself) return;
    const timer = setTimeout(() => navigate(localizeHref("/")), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [leavesByItself, navigate]);

  return (
    <main className={`${container} max-w-2xl py-10`}>
      <h1 className="text-3xl font-extrabold">{m.submit_heading()}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{m.submit_intro()}</p>
      <div className={`${card} mt-6 p-5 sm:p-8`}>
        {success ? (
          <div role="status" className="text-center">
            {/* Without JavaScript the browser itself returns home after the same 3 seconds. */}
            {leavesByItself && (
              <meta httpEquiv="refresh" content={`${SUCCESS_MS / 1000};url=${localizeHref("/")}`} />
            )}
            <PartyPopper className="mx-auto size-12 text-indigo-700 dark:text-indigo-300" />
            <h2 className="mt-3 text-2xl font-bold">{m.submit_success_title()}</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {leavesByItself ? m.submit_success_text_going_home() : m.submit_success_text()}
            </p>
            {success.notice && <p className="mt-2 text-slate-600 dark:text-slate-300">{success.notice}</p>}
            {success.statusUrl && (
              <>
                <StatusLink url={success.statusUrl} />
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <Link to={localizeHref("/")} className={button.primary}>
                    {m.submit_back_home()}
                  </Link>
                  <Link to={localizeHref(SUBMIT_PATH)} className={button.secondary}>
                    {m.submit_another()}
                  </Link>
                </div>
              </>
            )}
          </div>
        ) : (
          <SubmitForm
            categories={loaderData.categories}
            result={actionData?.ok === false ? actionData : undefined}
          />
        )}
      </div>
    </main>
  );
}
