import { Link, useSearchParams } from "react-router";
import {
  AUTH_CALLBACK_FAILED,
  AUTH_CALLBACK_SUCCESS,
  AUTH_UNEXPECTED,
  CONFIRM_SUCCESS,
} from "../lib/auth-rules";
import { link } from "../lib/ui";

const style = "mx-auto mt-6 max-w-3xl rounded-xl px-4 py-3 text-center font-semibold text-white";

/**
 * Where the account pages send people back to home, a sentence saying what happened:
 * `?confirmed=true` after confirming an e-mail address, `?success=auth_success` or
 * `?error=auth_failed|unexpected` from a Google or GitHub sign-in (/auth/callback). Read from the
 * URL, so it is in the server's HTML too.
 */
export function AuthNotice() {
  const [params] = useSearchParams();
  const error = params.get("error");
  if (error === "auth_failed" || error === "unexpected") {
    return (
      <p role="alert" className={`${style} bg-red-800`}>
        {error === "auth_failed" ? AUTH_CALLBACK_FAILED : AUTH_UNEXPECTED}{" "}
        <Link to="/sign-in" className={`${link} text-white underline dark:text-white`}>
          Sign in
        </Link>
      </p>
    );
  }
  if (params.get("success") === "auth_success") {
    return (
      <p role="status" className={`${style} bg-emerald-800`}>
        {AUTH_CALLBACK_SUCCESS}
      </p>
    );
  }
  if (params.get("confirmed") !== "true") return null;
  return (
    <p role="status" className={`${style} bg-emerald-800`}>
      {CONFIRM_SUCCESS}{" "}
      <Link to="/sign-in" className={`${link} text-white underline dark:text-white`}>
        Sign in
      </Link>
    </p>
  );
}
