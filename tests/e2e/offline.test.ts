import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

// Reading and voting without a connection, through the site's service worker (docs/installable-app.md).

const browser = sharedBrowser();
const NOTE = "You are offline, showing a saved copy";

type Q = { id: string; slug: string; questionText: string; optionA: string; votesA: number; votesB: number };

async function questionIn(category: string, index: number): Promise<Q> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  return ((await res.json()) as { data: Q[] }).data[index] as Q;
}

async function questionBySlug(slug: string): Promise<Q> {
  return ((await (await fetch(`${baseURL()}/api/questions/slug/${slug}`)).json()) as { data: Q }).data;
}

/** A visitor whose pages the site's service worker already looks after. */
async function withWorker(options: { width?: number; colorScheme?: "light" | "dark" } = {}) {
  const opened = await browser.page({ ...options, serviceWorkers: "allow" });
  await opened.page.goto("/");
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
  return opened;
}

const offline = (context: BrowserContext, off: boolean) => context.setOffline(off);
const note = (page: Page) => page.getByRole("status").filter({ hasText: NOTE });

describe("offline reading", () => {
  it("reads a question page and a category page opened before, with a note, and moves between them", async () => {
    const question = await questionIn("Technology", 5);
    const { page, context } = await withWorker({ width: 360 });
    await page.goto(`/question/${question.slug}`);
    await page.goto("/category/Technology");
    await hydrated(page);
    // A link followed in the page loads React Router's data for it, which is kept too.
    const card = page.getByRole("link", { name: question.questionText }).first();
    await card.click();
    await page.waitForURL(`**/question/${question.slug}`);

    await offline(context, true);
    await page.goto(`/question/${question.slug}`);
    await page.getByRole("heading", { level: 1, name: question.questionText }).waitFor();
    await note(page).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "offline-question-360");

    await page.goto("/category/Technology");
    await hydrated(page);
    await note(page).waitFor();
    await page.getByRole("link", { name: question.questionText }).first().click();
    await page.waitForURL(`**/question/${question.slug}`);
    await page.getByRole("heading", { level: 1, name: question.questionText }).waitFor();
    await note(page).waitFor();

    // Back online, the saved copy reads its data again and the note goes. Chromium lifts the
    // emulated offline state from the page before the worker, so the page may hear "online" early.
    await offline(context, false);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("online")));
        return note(page).count();
      })
      .toBe(0);
    await context.close();
  });

  it("shows the offline page for a page never opened, in its language, with a way back to it", async () => {
    const unseen = await questionIn("Technology", 7);
    const { page, context } = await withWorker({ colorScheme: "dark" });
    await offline(context, true);
    await page.goto(`/question/${unseen.slug}`);
    await page.waitForURL(/\/offline\?from=/);
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    const retry = page.getByRole("link", { name: "Try again" });
    await expect.poll(() => retry.getAttribute("href")).toBe(`/question/${unseen.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "offline-page-dark");

    await page.goto("/zh/about");
    await page.waitForURL(/\/zh\/offline\?from=%2Fzh%2Fabout$/);
    await page.getByRole("heading", { level: 1, name: "你已离线" }).waitFor();
    await expect
      .poll(() => page.getByRole("link", { name: "再试一次" }).getAttribute("href"))
      .toBe("/zh/about");
    await context.close();
  }, 60_000);
});

describe("an offline vote", () => {
  it("is kept, said to be kept, and sent exactly once when the connection returns, whatever the tabs", async () => {
    const question = await questionBySlug("e2e-filler-question-291");
    const before = question.votesA + question.votesB;
    const { page, context } = await withWorker();
    const sent: string[] = [];
    context.on("response", (response) => {
      const request = response.request();
      if (request.method() === "POST" && request.url().includes(`/api/questions/${question.id}/vote`))
        sent.push(`${response.status()}`);
    });
    await page.goto(`/question/${question.slug}`);
    await hydrated(page);

    await offline(context, true);
    await page.getByRole("button", { name: new RegExp(question.optionA) }).click();
    await page.getByText("Saved, will send when you are back online").waitFor();
    const kept = await page.evaluate(() => localStorage.getItem("wyr:queued-votes"));
    expect(JSON.parse(kept ?? "[]")).toEqual([{ questionId: question.id, option: "A", lang: "" }]);
    // A second tab of the same question, opened offline, waits for the same vote.
    const second = await context.newPage();
    await second.goto(`/question/${question.slug}`);
    await hydrated(second);

    await offline(context, false);
    const choice = (tab: Page) => tab.getByText("Your Choice", { exact: true }).filter({ visible: true });
    await expect
      .poll(async () => (await choice(page).count()) + (await choice(second).count()), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // The API's totals trail the vote by the question's write-behind and the edge cache's seconds.
    const total = async () => {
      const { votesA, votesB } = await questionBySlug(question.slug);
      return votesA + votesB;
    };
    await expect.poll(total, { timeout: 15_000, interval: 500 }).toBe(before + 1);
    await page.reload();
    await hydrated(page);
    await choice(page).waitFor();
    expect(sent).toEqual(["200"]);
    expect(await page.evaluate(() => localStorage.getItem("wyr:queued-votes"))).toBeNull();
    await context.close();
  });
});
