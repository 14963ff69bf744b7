import { Link, useSearchParams } from "react-router";
import { link } from "#app/lib/ui.ts";
import {
  AUTH_CALLBACK_FAILED,
  AUTH_CALLBACK_SUCCESS,
  AUTH_UNEXPECTED,
  CONFIRM_SUCCESS,
} from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

type Notice = {
  param: string;
  value: string;
  text: () => string;
  kind: "success" | "error";
  signIn: boolean;
};

/**
 * What each `?name=value` the account pages send people home with says (a message, read as the page
 * renders), and whether to offer sign-in.
 */
const NOTICES: Notice[] = [
  { param: "confirmed", value: "true", text: CONFIRM_SUCCESS, kind: "success", signIn: true },
  // From a Google or GitHub sign-in (/auth/callback).
  { param: "success", value: "auth_success", text: AUTH_CALLBACK_SUCCESS, kind: "success", signIn: false },
  { param: "error", value: "auth_failed", text: AUTH_CALLBACK_FAILED, kind: "error", signIn: true },
  { param: "error", value: "unexpected", text: AUTH_UNEXPECTED, kind: "error", signIn: true },
  // From /settings.
  {
    param: "signedOut",
    value: "everywhere",
    text: m.account_signed_out_everywhere,
    kind: "success",
    signIn: true,
  },
  {
    param: "account",
    value: "deleted",
    text: m.account_deleted,
    kind: "success",
    signIn: false,
  },
];

/**
 * Where the account pages send people back to home, a sentence saying what happened. Read from the
 * URL, so it is in the server's HTML too.
 */
export default function AuthNoticeText() {
  const [params] = useSearchParams();
  const notice = NOTICES.find((n) => params.get(n.param) === n.value);
  if (!notice) return null;
  return (
    <p
      role={notice.kind === "error" ? "alert" : "status"}
      className={`mx-auto mt-6 max-w-3xl rounded-xl px-4 py-3 text-center font-semibold text-white ${notice.kind === "error" ? "bg-red-800" : "bg-emerald-800"}`}
    >
      {notice.text()}{" "}
      {notice.signIn && (
        <Link to={localizeHref("/sign-in")} className={`${link} text-white underline dark:text-white`}>
          {m.account_sign_in_link()}
        </Link>
      )}
    </p>
  );
}
