import { lazy } from "react";
import { DialogLink } from "#app/components/dialog-link.tsx";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

const SignInDialog = lazy(() => import("./sign-in-dialog"));

/** A link to /sign-in, which JavaScript turns into the sign-in dialog. */
export function SignInButton() {
  return (
    <DialogLink
      href={localizeHref("/sign-in")}
      className={`${button.secondary} whitespace-nowrap px-3 sm:px-4`}
      dialog={(close) => <SignInDialog onClose={close} />}
    >
      {m.account_sign_in_link()}
    </DialogLink>
  );
}
