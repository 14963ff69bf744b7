import { redirect } from "react-router";
import { safeRedirect } from "#domain/redirects.ts";
import { readTextForm } from "#worker/services/forms.ts";
import type { Route } from "./+types/sign-out";
import { authCall, redirectWithCookies } from "./auth.server";

/**
 * Signing out is a POST (a form in the user menu), which goes home in the language the menu was in
 * (its `redirectTo`, "/" or "/zh/"); a visit to the address just goes home.
 */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readTextForm(request, ["redirectTo"]);
  const result = await authCall(request, context, "/sign-out", {});
  // A refused sign-out (a foreign Origin, say) keeps the session; either way the visitor goes home.
  if (!result.ok) console.warn("sign-out refused", result.status, result.message);
  return redirectWithCookies(safeRedirect(form.redirectTo), result.ok ? result.setCookies : []);
}
