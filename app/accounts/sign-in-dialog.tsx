// Loaded only when someone opens it from the header (see account-menu.tsx): no page pays for it.
import { useEffect, useState } from "react";
import { Form, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { ModalDialog } from "#app/components/modal-dialog.tsx";
import { link, muted } from "#app/lib/ui.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { AuthMode } from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { Notice } from "./auth-fields";
import { AUTH_TITLES, AuthFormFields } from "./auth-form-fields";
import type { SignInResult } from "./sign-in.server";
import { SocialSignIn } from "./social-sign-in";

/**
 * The sign-in dialog: login, register and forgot, switched by links; closing it clears the
 * fields (the dialog is unmounted). Register and forgot answer inside it through a fetcher. Signing
 * in posts the whole document, so the page comes back with the session, as it does without JavaScript.
 */
export default function SignInDialog({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const [mode, setMode] = useState<AuthMode>("login");
  // Its own fetcher per opening: a message from last time must not come back with the dialog.
  const fetcher = useFetcher<SignInResult>();
  const result = fetcher.data?.mode === mode ? fetcher.data : undefined;
  const redirectTo = `${location.pathname}${location.search}`;
  const providers = useRouteLoaderData<typeof rootLoader>("root")?.providers ?? [];

  // Register succeeds into login mode with its message, as on the page: once per answer, so the
  // visitor can still switch modes afterwards.
  useEffect(() => {
    if (fetcher.data?.success) setMode(fetcher.data.mode);
  }, [fetcher.data]);

  const fields = (
    <AuthFormFields
      mode={mode}
      redirectTo={redirectTo}
      errors={result?.errors}
      values={result?.values}
      idPrefix="dialog-auth"
      turnstileSiteKey={result?.turnstileSiteKey}
      answer={result}
    />
  );
  const switchTo = (to: AuthMode, label: string) => (
    <button type="button" className={link} onClick={() => setMode(to)}>
      {label}
    </button>
  );
  return (
    <ModalDialog
      titleId="sign-in-dialog-title"
      title={AUTH_TITLES[mode]()}
      width="w-[min(94vw,26rem)]"
      onClose={onClose}
    >
      {mode === "forgot" && <p className={`mt-1 ${muted}`}>{m.account_forgot_intro()}</p>}
      {result?.success && <Notice kind="success">{result.success}</Notice>}
      {result?.error && <Notice kind="error">{result.error}</Notice>}
      {mode === "login" ? (
        <Form
          method="post"
          action={localizeHref("/sign-in")}
          reloadDocument
          className="mt-5 grid gap-4"
          key={mode}
        >
          {fields}
        </Form>
      ) : (
        <fetcher.Form method="post" action={localizeHref("/sign-in")} className="mt-5 grid gap-4" key={mode}>
          {fields}
        </fetcher.Form>
      )}
      {mode !== "forgot" && <SocialSignIn providers={providers} />}
      <div className="mt-5 grid justify-items-start gap-2 text-sm">
        {mode === "login" ? (
          <>
            {switchTo("forgot", m.account_forgot_password())}
            <p>
              {m.account_no_account()} {switchTo("register", m.account_sign_up())}
            </p>
          </>
        ) : (
          <p>
            {mode === "register" ? m.account_have_account() : m.account_remembered()}{" "}
            {switchTo("login", m.account_sign_in_link())}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
