import { lazy } from "react";
import { useSearchParams } from "react-router";

// Home shows a notice only when an account page sent the visitor back with one in its address, so
// its words and rules load only then. No Suspense boundary of its own: the server waits for it and
// hydration keeps the server's markup until the code arrives, so nothing below it moves.
const AuthNoticeText = lazy(() => import("./auth-notice-text"));

/** The notice an account page sent the visitor home with, if the address carries one. */
export function AuthNotice() {
  const [params] = useSearchParams();
  return params.size > 0 ? <AuthNoticeText /> : null;
}
