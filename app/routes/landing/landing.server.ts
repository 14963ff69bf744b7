import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { LANDING_PICKS, landingCopyFor } from "#domain/landing-copy.ts";
import { unlocalizedPath } from "#domain/locale.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { editorialPicks, type LandingPick } from "#worker/services/landing.ts";

// Nothing on a landing page depends on who reads it.
const NOTHING_PERSONAL = { headers: personalQuestions() };

/**
 * The landing page for the request's path, with its category's best questions by editorial order.
 * The copy is the point of these pages, so a failed read still renders them, just without the
 * list, instead of replacing the whole page with an error.
 */
export async function loadLanding(request: Request, context: Readonly<RouterContextProvider>) {
  const copy = landingCopyFor(unlocalizedPath(new URL(request.url).pathname));
  if (!copy) throw data(null, { status: 404 });
  try {
    const picks: LandingPick[] = await editorialPicks(
      requestContext(context).app,
      copy.category,
      LANDING_PICKS,
    );
    return data({ path: copy.path, picks, picksFailed: false }, NOTHING_PERSONAL);
  } catch (error) {
    console.error("landing picks failed", copy.path, error);
    return data({ path: copy.path, picks: [] as LandingPick[], picksFailed: true }, NOTHING_PERSONAL);
  }
}
