import { redirect } from "react-router";
import { readTextForm } from "#worker/services/forms.ts";
import type { Route } from "./+types/sign-out";
import { authCall, redirectWithCookies } from "./auth.server";

/** Signing out is a POST (a form in the user menu); a visit to the address just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  await readTextForm(request, []);
  const result = await authCall(request, context, "/sign-out", {});
  // A refused sign-out (a foreign Origin, say) keeps the session; either way the visitor goes home.
  if (!result.ok) console.warn("sign-out refused", result.status, result.message);
  return redirectWithCookies("/", result.ok ? result.setCookies : []);
}
