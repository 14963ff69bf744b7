import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContextMiddleware } from "#app/context.server.ts";
import { loadQuestions } from "#app/routes/questions/questions.server.ts";

/** The all-questions loader behind the pages' real middleware, as React Router runs it. */
async function allQuestionsLoader(url: string) {
  const request = new Request(url);
  const context = new RouterContextProvider();
  let result: Awaited<ReturnType<typeof loadQuestions>> | undefined;
  const args = { request, context, params: {} } as unknown as Parameters<typeof requestContextMiddleware>[0];
  await requestContextMiddleware(args, async () => {
    result = await loadQuestions(request, context);
    return new Response(null);
  });
  return result;
}

// Its own file: the category list lives in isolate memory for a minute once read, and each test
// file starts a fresh one, so here the page really has to ask D1.
describe("the all-questions page when the category list cannot be read", () => {
  it("answers 503 with its categories error state instead of failing the page", async () => {
    // With the table out of reach, the real read fails as it would if D1 did.
    await env.DB.exec("alter table categories rename to categories_away");
    try {
      const result = await allQuestionsLoader("https://wyr.example/would-you-rather-questions?q=cats");
      expect(result).toMatchObject({
        type: "DataWithResponseInit",
        data: { mode: "categories-failed", params: { q: "cats" } },
        init: { status: 503 },
      });
    } finally {
      await env.DB.exec("alter table categories_away rename to categories");
    }
    // Once D1 answers again, Retry gets the page, which tells the worker every question it shows
    // the visitor's own choice on (domain/personal-questions.ts).
    const recovered = (await allQuestionsLoader(
      "https://wyr.example/would-you-rather-questions",
    )) as unknown as {
      data: { mode: string; sections: { questions: { id: string }[] | null }[] };
      init: { headers: Record<string, string> };
    };
    expect(recovered.data.mode).toBe("sections");
    const shown = recovered.data.sections.flatMap((section) => section.questions ?? []).map((q) => q.id);
    expect(shown.length).toBeGreaterThan(12);
    expect(new Headers(recovered.init.headers).get("X-Personal-Cards")?.split(",")).toEqual(shown);
  });
});
