import { redirect } from "react-router";
import type { Route } from "./+types/auth-callback";
import { socialCallbackTarget } from "./auth.server";

// Where better-auth sends the browser back after a Google or GitHub sign-in (its own
// /api/auth/callback/:provider has set the session cookie by then, or added ?error=).
//
// The old client showed "Processing sign in..." while it read the session in the browser. Here
// the server reads it in this same request and answers with the redirect straight away, so there is
// no moment to show that text: this is a resource route with no page, and no visitor waits on it.
export async function loader({ request, context }: Route.LoaderArgs) {
  return redirect(await socialCallbackTarget(request, context), {
    // A per-visitor answer (it depends on the session cookie): never cached.
    headers: { "Cache-Control": "private, no-store" },
  });
}
