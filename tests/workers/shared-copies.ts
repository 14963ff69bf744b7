// Shared copies of pages as the edge cache stores them, and a returning voter asking for one, for
// the tests of worker/http/personal-from-shared.ts.
import { createExecutionContext, env, runDurableObjectAlarm, waitOnExecutionContext } from "cloudflare:test";
import { personalQuestions } from "#domain/personal-questions.ts";
import { serveShared } from "#worker/http/edge-cache.ts";
import { sharedPageForVoter } from "#worker/http/personal-from-shared.ts";
import { BASE, type Json, postJson } from "./helpers";

// The stub build's version (tests/workers/server-build-stub.ts): the worker keys shared pages by it.
export const BUILD = "workers-test";
export const objectOf = (questionId: string) =>
  env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(questionId));

let pageNumber = 0;
/** A page address no test has asked for yet. */
export const newPageUrl = (name: string) => `${BASE}/${name}-${++pageNumber}`;

/** Asks as the worker does; a stale copy is refreshed by a render that says it is the refresh. */
export async function forVoter(url: string, cookie?: string) {
  const ctx = createExecutionContext();
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const refresh = async () => new Response("refreshed", { headers: personalQuestions() });
  const response = await sharedPageForVoter(request, env, ctx, BUILD, refresh);
  const body = await response?.text();
  await waitOnExecutionContext(ctx);
  return body;
}

/** When a copy read its counts, for one read well after the votes a test casts (D1 has them). */
export const readAfterTheVotes = () => Date.now() + 10_000;

/** A shared copy of a page of question cards, as a cookieless visit stores it. */
export async function sharedCards(
  questions: Json[],
  { contentType = "text/html; charset=utf-8", countsRead = readAfterTheVotes() } = {},
) {
  const url = newPageUrl("shared-cards");
  const ids = questions.map((q) => ({ id: String(q.id) }));
  const cards = ids.map(({ id }) => `<article class="group" data-question-card="${id}">card</article>`);
  const html = `<!DOCTYPE html><html><head><title>Cards</title></head><body>${cards.join("")}</body></html>`;
  const ctx = createExecutionContext();
  const render = () =>
    new Response(html, {
      headers: {
        "Content-Type": contentType,
        ETag: '"shared"',
        ...personalQuestions({ cards: ids, countsRead }),
      },
    });
  await (await serveShared(new Request(url), ctx, render, BUILD)).text();
  await waitOnExecutionContext(ctx);
  return { url, html };
}

/** A vote that D1 holds, as the object's write-behind leaves it. */
export async function votedInD1(question: Json, option: "A" | "B", cookie: string) {
  await postJson(`/api/questions/${question.id}/vote`, { option }, { Cookie: cookie });
  await runDurableObjectAlarm(objectOf(String(question.id)));
}
