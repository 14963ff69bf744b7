import { lazy } from "react";
import { DialogLink } from "#app/components/dialog-link.tsx";
import { button } from "#app/lib/ui.ts";
import { safeRedirect } from "#domain/auth-schema.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

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

/** The sign-in page's query for `returnTo`: the name /sign-in reads, and the edge cache keys on. */
const signInHref = (returnTo?: string) =>
  localizeHref(returnTo ? `/sign-in?redirectTo=${encodeURIComponent(returnTo)}` : "/sign-in");

/** A link to /sign-in, which JavaScript turns into the sign-in dialog. */
export function SignInButton({ returnTo, label, className }: Props) {
  // An address from elsewhere is never followed: the link and the dialog fall back as the server does.
  const target = returnTo && safeRedirect(returnTo, "") ? localizeHref(returnTo) : undefined;
  return (
    <DialogLink
      href={signInHref(target)}
      className={className ?? `${button.secondary} whitespace-nowrap px-3 sm:px-4`}
      dialog={(close) => <SignInDialog onClose={close} returnTo={target} />}
    >
      {label ?? m.account_sign_in_link()}
    </DialogLink>
  );
}
