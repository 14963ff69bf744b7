import { Form, Link, redirect } from "react-router";
import { card, link, muted } from "#app/lib/ui.ts";
import { type AuthMode, toAuthMode } from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { safeRedirect } from "#domain/redirects.ts";
import type { Route } from "./+types/sign-in";
import { signedIn, socialProviders } from "./auth.server";
import { Notice } from "./auth-fields";
import { AUTH_TITLES, AuthFormFields } from "./auth-form-fields";
import { handleSignIn } from "./sign-in.server";
import { SocialSignIn } from "./social-sign-in";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: m.page_title({ title: AUTH_TITLES[data?.mode ?? "login"]() }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), localizeHref("/"));
  if (await signedIn(context)) throw redirect(redirectTo);
  return { mode: toAuthMode(url.searchParams.get("mode")), redirectTo, providers: socialProviders() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSignIn(request, context);
}

/** The sign-in dialog as a page: login, register and forgot, switched by links, no JavaScript needed. */
export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const mode = actionData?.mode ?? loaderData.mode;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  const home = localizeHref("/");
  const modeLink = (to: AuthMode) =>
    localizeHref(
      `/sign-in?mode=${to}${loaderData.redirectTo === home ? "" : `&redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}`,
    );
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <section aria-labelledby="auth-title" className={`${card} p-5 sm:p-8`}>
        <h1 id="auth-title" className="text-2xl font-extrabold">
          {AUTH_TITLES[mode]()}
        </h1>
        <p className={`mt-1 ${muted}`}>
          {mode === "forgot" ? m.account_forgot_intro() : m.account_sign_in_intro()}
        </p>
        {actionData?.success && <Notice kind="success">{actionData.success}</Notice>}
        {actionData?.error && <Notice kind="error">{actionData.error}</Notice>}
        {/* A document submission: the header and every page read the new session on the next load. */}
        <Form method="post" reloadDocument className="mt-6 grid gap-4" key={mode}>
          <AuthFormFields
            mode={mode}
            redirectTo={loaderData.redirectTo}
            errors={errors}
            values={values}
            turnstileSiteKey={actionData?.turnstileSiteKey}
            answer={actionData}
          />
        </Form>
        {mode !== "forgot" && (
          <SocialSignIn providers={loaderData.providers} redirectTo={loaderData.redirectTo} />
        )}
        <nav aria-label={m.account_other_options()} className="mt-6 grid gap-2 text-sm">
          {mode === "login" && (
            <>
              <Link to={modeLink("forgot")} className={link}>
                {m.account_forgot_password()}
              </Link>
              <p>
                {m.account_no_account()}{" "}
                <Link to={modeLink("register")} className={link}>
                  {m.account_sign_up()}
                </Link>
              </p>
            </>
          )}
          {mode !== "login" && (
            <p>
              {mode === "register" ? m.account_have_account() : m.account_remembered()}{" "}
              <Link to={modeLink("login")} className={link}>
                {m.account_sign_in_link()}
              </Link>
            </p>
          )}
        </nav>
      </section>
    </main>
  );
}
