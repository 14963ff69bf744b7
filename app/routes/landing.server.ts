import { data, type RouterContextProvider } from "react-router";
import { listPublishedQuestions } from "../../worker/services/questions";
import { requestContext } from "../context.server";
import { landingCopyFor } from "../lib/landing-copy";

const SAMPLE_COUNT = 6;

/**
 * The landing page for the request's path, with a few real questions from its category.
 * The copy is the point of these pages, so a failed sample read still renders them, just
 * without samples, instead of replacing the whole page with an error.
 */
export async function loadLanding(request: Request, context: Readonly<RouterContextProvider>) {
  const copy = landingCopyFor(new URL(request.url).pathname);
  if (!copy) throw data(null, { status: 404 });
  try {
    const { questions } = await listPublishedQuestions(requestContext(context).app, {
      category: copy.sampleCategory,
      sort: "newest",
      limit: SAMPLE_COUNT,
      page: 1,
    });
    const samples = questions.map(({ id, slug, questionText, optionA, optionB }) => ({
      id,
      slug,
      questionText,
      optionA,
      optionB,
    }));
    return { path: copy.path, samples, samplesFailed: false };
  } catch (error) {
    console.error("landing samples failed", copy.path, error);
    return { path: copy.path, samples: [], samplesFailed: true };
  }
}
