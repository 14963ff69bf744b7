import { lazy } from "react";
import { DialogLink } from "#app/components/dialog-link.tsx";
import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { signInHref } from "#domain/redirects.ts";

const SignInDialog = lazy(() => import("./sign-in-dialog"));

type Props = {
  /**
   * Where the reader lands once signed in: one of our paths, query and fragment kept (say
   * `/question/slug#discussion`), in the language of the page showing the button. Without it the
   * dialog brings them back to the page they are on, and /sign-in sends them home.
   */
  returnTo?: string;
  label?: string;
  className?: string;
};

/** A link to /sign-in, which JavaScript turns into the sign-in dialog. */
export function SignInButton({ returnTo, label, className }: Props) {
  // An address from elsewhere is never followed: the link and the dialog fall back as the server does.
  const link = signInHref(returnTo);
  return (
    <DialogLink
      href={link.href}
      className={className ?? `${button.secondary} whitespace-nowrap px-3 sm:px-4`}
      dialog={(close) => <SignInDialog onClose={close} returnTo={link.returnTo} />}
    >
      {label ?? m.account_sign_in_link()}
    </DialogLink>
  );
}
