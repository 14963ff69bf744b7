import { useActionData } from "react-router";

/**
 * What the page's action refused (e.g. "Failed to record vote. Please try again."), for a form
 * posted without JavaScript: the page is drawn again with it. Fetchers keep their own answers,
 * so with JavaScript this stays empty and each widget shows its own message.
 */
export function useActionError(): string | undefined {
  const answer = useActionData() as { status?: unknown; error?: unknown } | undefined;
  return answer?.status === "error" && typeof answer.error === "string" ? answer.error : undefined;
}
