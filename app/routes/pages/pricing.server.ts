import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Question } from "#domain/question.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { getFeaturedQuestion } from "#worker/services/questions.ts";

/** The stand-in when there is no question of the day, in the request's language; it has no page to link to. */
export function placeholderQuestion(): Question {
  return {
    id: "default",
    slug: "",
    questionText: m.pages_pricing_placeholder_question(),
    optionA: m.pages_pricing_placeholder_option_a(),
    optionB: m.pages_pricing_placeholder_option_b(),
    language: getLocale(),
    votesA: 0,
    votesB: 0,
    category: "General",
    commentCount: 0,
    createdAt: new Date(0).toISOString(),
    submittedBy: "anonymous",
  };
}

/**
 * Today's question, read-only. Pricing must never fail because of it, so any failure (no
 * questions yet, storage trouble) shows the placeholder instead.
 */
export async function loadPricingFeatured(
  context: Readonly<RouterContextProvider>,
): Promise<{ question: Question; placeholder: boolean }> {
  try {
    const { question } = await getFeaturedQuestion(requestContext(context).app, new Date());
    return { question, placeholder: false };
  } catch (error) {
    // No question yet is expected on an empty site; anything else is worth a log line.
    if (!(error instanceof ServiceError && error.status === 404)) {
      console.error("pricing featured question unavailable", error);
    }
    return { question: placeholderQuestion(), placeholder: true };
  }
}
