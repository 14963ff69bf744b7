import { data, Form, Link } from "react-router";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { PASSWORD_MAX, PASSWORD_MIN, RESET_SUCCESS } from "#domain/auth-rules.ts";
import { resetSchema } from "#domain/auth-schema.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { fieldErrors } from "#domain/schemas.ts";
import { readTextForm } from "#worker/services/forms.ts";
import type { Route } from "./+types/reset-password";
import { authCall, failureInit, failureMessage } from "./auth.server";
import { AuthField, Notice } from "./auth-fields";
import { TOKEN_LINK_HEADERS } from "./token-link-headers";

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.account_new_password_title() }) },
  { name: "robots", content: "noindex" },
];

// The link carries a one-time token (./token-link-headers.ts).
export const headers: Route.HeadersFunction = () => TOKEN_LINK_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

type ResetResult = { done?: boolean; error?: string; errors?: Partial<Record<"password" | "token", string>> };

/** Sets the new password; better-auth ends every session of the account (revokeSessionsOnPasswordReset). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = resetSchema.safeParse(await readTextForm(request, ["token", "password"]));
  if (!parsed.success) return data<ResetResult>({ errors: fieldErrors(parsed.error) }, 400);
  const result = await authCall(request, context, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (!result.ok) return data<ResetResult>({ error: failureMessage(result) }, failureInit(result));
  return data<ResetResult>({ done: true });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <section aria-labelledby="reset-title" className={`${card} p-5 sm:p-8`}>
        <h1 id="reset-title" className="text-2xl font-extrabold">
          {m.account_new_password_title()}
        </h1>
        {actionData?.done ? (
          <>
            <Notice kind="success">{RESET_SUCCESS()}</Notice>
            <Link to={localizeHref("/sign-in")} className={`${button.primary} mt-6`}>
              {m.account_sign_in_title()}
            </Link>
          </>
        ) : !loaderData.token ? (
          <>
            <Notice kind="error">{m.account_reset_link_expired()}</Notice>
            <p className="mt-4">
              <Link to={localizeHref("/sign-in?mode=forgot")} className={link}>
                {m.account_ask_new_link()}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className={`mt-1 ${muted}`}>{m.account_reset_intro()}</p>
            {(actionData?.error || errors.token) && (
              <Notice kind="error">{actionData?.error ?? errors.token}</Notice>
            )}
            <Form method="post" reloadDocument className="mt-6 grid gap-4">
              <input type="hidden" name="token" value={loaderData.token} />
              <AuthField
                id="reset-password"
                label={m.account_new_password()}
                error={errors.password}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
              />
              <button type="submit" className={button.primary}>
                {m.account_set_new_password()}
              </button>
            </Form>
          </>
        )}
      </section>
    </main>
  );
}
