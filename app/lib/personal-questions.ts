// How a page tells the worker what about it is personal (worker/http/personal-from-shared.ts). A
// page that sends these headers promises: for a visitor with a voter cookie and no session, it
// differs from the page every visitor without a cookie gets only in that visitor's own votes,
// likes and reports on the questions listed. A returning visitor with none of those gets the edge
// cache's shared copy instead of a render of their own. The worker never sends these headers out.

/** Questions whose votes (as D1 holds them), likes and reports by the visitor the page shows. */
export const PERSONAL_QUESTIONS_HEADER = "X-Personal-Questions";
/** Questions whose vote by the visitor the page shows as their object knows it, up to the moment. */
export const PERSONAL_LIVE_HEADER = "X-Personal-Live";

type QuestionRef = { id: string };

export function personalQuestions(
  shown: readonly QuestionRef[],
  live: readonly QuestionRef[] = [],
): Record<string, string> {
  return {
    [PERSONAL_QUESTIONS_HEADER]: shown.map((q) => q.id).join(","),
    [PERSONAL_LIVE_HEADER]: live.map((q) => q.id).join(","),
  };
}
