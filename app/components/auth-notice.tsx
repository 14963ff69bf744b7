import { Link, useSearchParams } from "react-router";
import { CONFIRM_SUCCESS } from "../lib/auth-rules";
import { link } from "../lib/ui";

/** What each `?name=value` the account pages send people home with says, and whether to offer sign-in. */
const NOTICES: { param: string; value: string; text: string; signIn: boolean }[] = [
  { param: "confirmed", value: "true", text: CONFIRM_SUCCESS, signIn: true },
  {
    param: "signedOut",
    value: "everywhere",
    text: "You have been signed out on every device.",
    signIn: true,
  },
  { param: "account", value: "deleted", text: "Your account has been deleted.", signIn: false },
];

/**
 * Where the account pages send people back to home (`/?confirmed=true` after confirming an e-mail
 * address, ...): a sentence saying what happened. Read from the URL, so it is in the server's HTML too.
 */
export function AuthNotice() {
  const [params] = useSearchParams();
  const notice = NOTICES.find((n) => params.get(n.param) === n.value);
  if (!notice) return null;
  return (
    <p
      role="status"
      className="mx-auto mt-6 max-w-3xl rounded-xl bg-emerald-800 px-4 py-3 text-center font-semibold text-white"
    >
      {notice.text}{" "}
      {notice.signIn && (
        <Link to="/sign-in" className={`${link} text-white underline dark:text-white`}>
          Sign in
        </Link>
      )}
    </p>
  );
}
