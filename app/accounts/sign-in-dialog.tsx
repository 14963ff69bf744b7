// Loaded only when someone opens it (see sign-in-button.tsx): no page pays for it.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
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

type Props = {
  onClose: () => void;
  /** Where a sign-in lands (one of our paths); the page it was opened on without it. */
  returnTo?: string;
};

/**
 * The sign-in dialog: login, register and forgot, switched by links; closing it clears the
 * fields (the dialog is unmounted). Every mode answers inside it through a fetcher, so a refusal
 * is read where the visitor typed. A sign-in then loads the page it names whole, so that page comes
 * back with the session, as it does without JavaScript.
 */
export default function SignInDialog({ onClose, returnTo }: Props) {
  const location = useLocation();
  const [mode, setMode] = useState<AuthMode>("login");
  // Its own fetcher per opening: a message from last time must not come back with the dialog.
  const fetcher = useFetcher<SignInResult>();
  const result = fetcher.data?.mode === mode ? fetcher.data : undefined;
  const redirectTo = returnTo ?? `${location.pathname}${location.search}${location.hash}`;
  const providers = useRouteLoaderData<typeof rootLoader>("root")?.providers ?? [];
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // Register succeeds into login mode with its message, as on the page: once per answer, so the
  // visitor can still switch modes afterwards. A refusal takes focus, so it is read before anything
  // else: the sentence for the whole form, or the first field it names.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.signedInTo) return loadSignedIn(answer.signedInTo);
    if (answer.success) setMode(answer.mode);
    if (answer.error) alert.current?.focus();
    else if (answer.errors) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fetcher.data]);

  const fields = (
    <AuthFormFields
      mode={mode}
      redirectTo={redirectTo}
      errors={result?.errors}
      values={result?.values}
      idPrefix="dialog-auth"
      inPlace
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
      {result?.error && (
        <Notice kind="error" ref={alert}>
          {result.error}
        </Notice>
      )}
      {/* Nothing on the page changes until a sign-in loads the next one: no revalidation. */}
      <fetcher.Form
        ref={form}
        method="post"
        action={localizeHref("/sign-in")}
        defaultShouldRevalidate={false}
        className="mt-5 grid gap-4"
        key={mode}
      >
        {fields}
      </fetcher.Form>
      {mode !== "forgot" && <SocialSignIn providers={providers} redirectTo={redirectTo} />}
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

/**
 * Loads the signed-in page whole. Only its fragment may differ from the address showing (the
 * dialog was opened on that page), and the browser then just scrolls: it is reloaded at that address.
 */
function loadSignedIn(to: string) {
  const target = new URL(to, window.location.href);
  if (target.origin !== window.location.origin) return;
  const here = window.location;
  if (target.pathname === here.pathname && target.search === here.search) {
    window.history.replaceState(window.history.state, "", target.href);
    window.location.reload();
  } else {
    window.location.assign(target.href);
  }
}
