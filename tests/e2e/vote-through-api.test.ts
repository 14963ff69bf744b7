import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

// With JavaScript, a page's vote buttons send the vote to the JSON API (the leanest path a vote
// has); these tests check what the page makes of each of the API's answers.

const browser = sharedBrowser();

async function questionIn(category: string, index: number) {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  type Q = { id: string; slug: string; optionA: string; optionB: string };
  return ((await res.json()) as { data: Q[] }).data[index] as Q;
}

const VOTE_CALLS = "**/api/questions/*/vote";
const featured = (page: Page) => page.locator("section[aria-labelledby='featured-heading']");
const answerWith = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

describe("a page's vote through the JSON API", () => {
  it("is one API call that re-runs no loader, and the page shows the counts it answers with", async () => {
    const q = await questionIn("Travel", 4);
    const { page, context } = await browser.page();
    await page.goto(`/question/${q.slug}`);
    await hydrated(page);
    // Every write, and every loader call (React Router fetches loader data from `<path>.data`).
    const calls: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === "POST" || path.endsWith(".data")) calls.push(`${r.method()} ${path}`);
    });
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/questions/${q.id}/vote`));
    await page.getByRole("button", { name: new RegExp(q.optionB) }).click();
    const answer = (await (await answered).json()) as { data: { votesA: number; votesB: number } };
    await page.getByText("Vote submitted successfully!").waitFor();
    const total = answer.data.votesA + answer.data.votesB;
    await page.getByText(`${total} total vote${total === 1 ? "" : "s"}`).waitFor();
    // shouldRevalidate: a revalidation would have fetched `.data` before the fetcher showed its counts.
    expect(calls).toEqual([`POST /api/questions/${q.id}/vote`]);
    // The answer brought the voter cookie, so the server now renders this visitor's own page.
    expect((await context.cookies()).map((c) => c.name)).toContain("wyr_voter");
    await page.reload();
    await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    await context.close();
  });

  it("shows a vote the API refused as the failed-vote banner for 3 seconds, and the buttons stay open", async () => {
    const { page, context } = await browser.page();
    await page.route(
      VOTE_CALLS,
      answerWith(503, { success: false, error: "We are very busy right now. Please try again in a moment." }),
    );
    await page.goto("/");
    await hydrated(page);
    await featured(page).getByRole("button").first().click();
    const banner = page.getByRole("alert").filter({ hasText: "Failed to record vote. Please try again." });
    await banner.waitFor();
    await banner.waitFor({ state: "detached", timeout: 5000 });
    expect(await featured(page).getByRole("button").first().isEnabled()).toBe(true);
    expect(
      await featured(page).getByText("Your Choice", { exact: true }).filter({ visible: true }).count(),
    ).toBe(0);
    await context.close();
  });

  it("shows the API's own sentence for a limit, and the failed-vote sentence for a dropped connection", async () => {
    const { page, context } = await browser.page();
    const limit = "You have voted a lot in a short time. Please try again in a minute.";
    await page.route(VOTE_CALLS, answerWith(429, { success: false, error: limit }), { times: 1 });
    await page.goto("/");
    await hydrated(page);
    await featured(page).getByRole("button").first().click();
    await page.getByRole("alert").filter({ hasText: limit }).waitFor();
    await page.route(VOTE_CALLS, (route) => route.abort("connectionreset"));
    await featured(page).getByRole("button").first().click();
    await page.getByRole("alert").filter({ hasText: "Failed to record vote. Please try again." }).waitFor();
    await context.close();
  });

  it("treats the API's 409 as already voted: the earlier choice and counts, and no message", async () => {
    const { page, context } = await browser.page();
    await page.route(
      VOTE_CALLS,
      answerWith(409, {
        success: false,
        error: "You have already voted on this question.",
        vote: { option: "B" },
        data: { votesA: 3, votesB: 7 },
      }),
    );
    await page.goto("/");
    await hydrated(page);
    await featured(page).getByRole("button").first().click();
    await featured(page).getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    const text = await featured(page).innerText();
    expect(text).toContain("10 total votes");
    expect(text).toContain("70%");
    expect(await page.getByText("Vote Successful!").count()).toBe(0);
    expect(await page.getByRole("alert").filter({ hasText: "vote" }).count()).toBe(0);
    await context.close();
  });
});
