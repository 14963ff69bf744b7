import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A vote, like or report answers with what the page needs, so it re-runs no loader: the page does
 * not flash or jump, and a spike of votes costs no page reads. Anything else revalidates as usual.
 */
export function skipRevalidationAfterQuestionAction({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const intent = (actionResult as { intent?: unknown } | undefined)?.intent;
  if (intent === "vote" || intent === "like" || intent === "report") return false;
  return defaultShouldRevalidate;
}
