import { useActionData } from "react-router";

/**
 * What the page's action refused (e.g. "Failed to record vote. Please try again."), for a form
 * posted without JavaScript: the page is drawn again with it. Fetchers keep their own answers,
 * so with JavaScript this stays empty and each widget shows its own message.
 */
export function useActionError(): string | undefined {
  const answer = useActionData() as
    | { status?: unknown; success?: unknown; vote?: unknown; error?: unknown }
    | undefined;
  // A vote answers as the API does: refused unless it holds a vote (a repeat is shown as voted, silently).
  const refused = answer?.status === "error" || (answer?.success === false && !answer.vote);
  return refused && typeof answer?.error === "string" ? answer.error : undefined;
}
