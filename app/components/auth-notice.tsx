import { Link, useSearchParams } from "react-router";
import { CONFIRM_SUCCESS } from "../lib/auth-rules";
import { link } from "../lib/ui";

/**
 * Where the account pages send people back to home (`/?confirmed=true` after confirming an e-mail
 * address): a sentence saying what happened. Read from the URL, so it is in the server's HTML too.
 */
export function AuthNotice() {
  const [params] = useSearchParams();
  if (params.get("confirmed") !== "true") return null;
  return (
    <p
      role="status"
      className="mx-auto mt-6 max-w-3xl rounded-xl bg-emerald-800 px-4 py-3 text-center font-semibold text-white"
    >
      {CONFIRM_SUCCESS}{" "}
      <Link to="/sign-in" className={`${link} text-white underline dark:text-white`}>
        Sign in
      </Link>
    </p>
  );
}
