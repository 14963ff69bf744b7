import type { ClientActionFunctionArgs } from "react-router";
import { INTENTS, type VoteActionData } from "#app/lib/intents.ts";
import { TURNSTILE_FIELD } from "#domain/human-check.ts";
import { baseLocale, getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { type VoteAnswer, votedIn } from "#domain/vote.ts";

// With JavaScript, the vote buttons of the home, question and play pages send their vote straight to
// the JSON API: one object call behind Hono, where the page action would add React Router's action
// pipeline (matching, middleware, turbo-stream) to the path a viral question's voters take; the
// measured difference is in docs/decisions/0018-votes-from-pages-go-to-the-api.md. Both answer
// with the same shape (voteAnswer). Likes and reports still go to the page action, and without
// JavaScript every form posts there.

/**
 * The page's action data from the API's answer, which has the same shape. An unknown question or a
 * limit reached keeps its own sentence (and a limit a passed check would lift, the check's site
 * key); any other refusal or failure reads as the failed-vote sentence (question_vote_failed, in the page's language).
 */
function asActionData(questionId: string, status: number, answer: VoteAnswer | undefined): VoteActionData {
  if (answer && votedIn(answer)) return { intent: "vote", questionId, ...answer };
  const failed = answer && !answer.success ? answer : undefined;
  const refusal = typeof failed?.error === "string" ? failed.error : undefined;
  const own = status === 404 || status === 429 ? refusal : undefined;
  const siteKey =
    status === 429 && typeof failed?.turnstileSiteKey === "string" ? failed.turnstileSiteKey : undefined;
  return {
    intent: "vote",
    questionId,
    success: false,
    error: own ?? m.question_vote_failed(),
    ...(siteKey ? { turnstileSiteKey: siteKey } : {}),
  };
}

export async function questionPageClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  // A copy is read, so the request stays whole for the page action.
  const form = await request.clone().formData();
  const questionId = form.get("questionId");
  if (form.get("intent") !== INTENTS.vote || typeof questionId !== "string") return serverAction();
  let status = 0;
  let answer: VoteAnswer | undefined;
  try {
    // The API checks the option as it checks any program's; a bad one is a 400, shown as the failed-vote sentence.
    // A solved quick check (shown after a busy network's 429) puts its token in the form.
    const token = form.get(TURNSTILE_FIELD);
    // The API answers in the page's language when asked; English is its default.
    const locale = getLocale();
    const lang = locale === baseLocale ? "" : `?lang=${locale}`;
    const response = await fetch(`/api/questions/${encodeURIComponent(questionId)}/vote${lang}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(typeof token === "string" && token ? { [TURNSTILE_FIELD]: token } : {}),
      },
      body: JSON.stringify({ option: form.get("option") }),
    });
    status = response.status;
    answer = (await response.json()) ?? undefined;
  } catch {
    // Offline, a dropped connection or an answer that is not JSON: the vote may not have counted, and a retry is safe.
  }
  return asActionData(questionId, status, answer);
}
