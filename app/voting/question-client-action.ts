import type { ClientActionFunctionArgs } from "react-router";
import { INTENTS, VOTE_FAILED, type VoteActionData } from "#app/lib/intents.ts";

// With JavaScript, the vote buttons of the home, question and play pages send their vote straight to
// the JSON API: one object call behind Hono. Through the page action it would also pass React
// Router's action pipeline (matching, middleware, turbo-stream), which made a vote about a third
// dearer in the bench, and a viral question's voters are nearly all browsers with JavaScript.
// Likes and reports still go to the page action, and without JavaScript every form posts there.

type ApiVoteAnswer = {
  data?: { votesA: number; votesB: number };
  vote?: { option: "A" | "B" };
  error?: string;
};

/** The page action's answer to a vote, from the API's: 409 is "already voted" with the earlier choice. */
function asActionData(questionId: string, status: number, answer: ApiVoteAnswer): VoteActionData {
  const { data, vote, error } = answer;
  if ((status === 200 || status === 409) && data && vote) {
    const result = status === 200 ? "voted" : "already-voted";
    return {
      intent: "vote",
      status: result,
      questionId,
      option: vote.option,
      votesA: data.votesA,
      votesB: data.votesB,
    };
  }
  // An unknown question or a limit reached has a sentence of its own; anything else gets the spec's.
  const own = (status === 404 || status === 429) && typeof error === "string" ? error : undefined;
  return { intent: "vote", status: "error", questionId, error: own ?? VOTE_FAILED };
}

export async function questionPageClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // A copy is read, so the request stays whole for the page action.
  const form = await request.clone().formData();
  const questionId = form.get("questionId");
  if (form.get("intent") !== INTENTS.vote || typeof questionId !== "string") return serverAction();
  let status = 0;
  let answer: ApiVoteAnswer = {};
  try {
    // The API checks the option as it checks any program's; a bad one is a 400, shown as the spec's sentence.
    const response = await fetch(`/api/questions/${encodeURIComponent(questionId)}/vote`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ option: form.get("option") }),
    });
    status = response.status;
    answer = (await response.json()) ?? {};
  } catch {
    // Offline, a dropped connection or an answer that is not JSON: the vote may not have counted, and a retry is safe.
  }
  return asActionData(questionId, status, answer);
}
