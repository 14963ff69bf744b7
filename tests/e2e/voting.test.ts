import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

const browser = sharedBrowser();

async function questionIn(category: string, index = 0) {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  type Q = { id: string; slug: string; optionA: string; optionB: string };
  return ((await res.json()) as { data: Q[] }).data[index] as Q;
}

const featured = (page: Page) => page.locator("section[aria-labelledby='featured-heading']");

describe("voting", () => {
  it("votes on the question of the day with JavaScript: Voting..., toast, Your Choice, storage record", async () => {
    const { page, context } = await browser.page();
    await page.goto("/");
    await hydrated(page);
    const option = featured(page).getByRole("button").first();
    const optionText = (await option.innerText()).split("\n")[1] as string;
    await option.click();
    await page.getByText("Vote Successful!").waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Vote Successful!" }).innerText()).toContain(
      optionText,
    );
    await featured(page).getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    const stored = await page.evaluate(() => ({
      ids: localStorage.getItem("wyr:voted"),
      keys: Object.keys(localStorage),
    }));
    expect(JSON.parse(stored.ids ?? "[]")).toHaveLength(1);
    // The toast leaves after 3 seconds.
    await page.getByText("Vote Successful!").waitFor({ state: "detached", timeout: 5000 });
    await context.close();
  });

  it('opens "You\'ve Already Voted!" when a voted featured question is clicked, and View Results scrolls to them', async () => {
    const { page, context } = await browser.page();
    await page.goto("/");
    await hydrated(page);
    await featured(page).getByRole("button").nth(1).click();
    await featured(page).getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    await featured(page).getByRole("button").first().click();
    const dialog = page.getByRole("dialog", { name: "You've Already Voted!" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Got it!" }).click();
    await dialog.waitFor({ state: "hidden" });
    await featured(page).getByRole("button").first().click();
    await dialog.getByRole("button", { name: "View Results" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.id ?? "")).toMatch(/^results-/);
    await context.close();
  });

  it("keeps the voted state across reloads because the server knows the browser's vote", async () => {
    const { page, context } = await browser.page();
    const q = await questionIn("Food");
    await page.goto(`/question/${q.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(q.optionB) }).click();
    await page.getByText("Vote submitted successfully!").waitFor();
    await page.reload();
    expect(await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole("button", { name: new RegExp(q.optionA) }).isDisabled()).toBe(true);
    await context.close();
  });

  it("shares pages only between visitors without a cookie, and never shows one visitor another's vote", async () => {
    const q = await questionIn("Food", 3);
    const alice = await browser.page();
    const bob = await browser.page();
    const first = await alice.page.goto(`/question/${q.slug}`);
    // A first visit sets no cookie, so the page can be shared.
    expect(first?.headers()["set-cookie"]).toBeUndefined();
    expect(await alice.context.cookies()).toHaveLength(0);
    await hydrated(alice.page);
    await alice.page.getByRole("button", { name: new RegExp(q.optionA) }).click();
    await alice.page.getByText("Vote submitted successfully!").waitFor();

    const shared = await bob.page.goto(`/question/${q.slug}`);
    expect(shared?.headers()["x-cache"]).toMatch(/HIT|STALE|MISS/);
    expect(await bob.page.getByText("Your Choice", { exact: true }).filter({ visible: true }).count()).toBe(
      0,
    );
    expect(await bob.page.getByRole("button", { name: new RegExp(q.optionA) }).isDisabled()).toBe(false);

    const own = await alice.page.reload();
    expect(own?.headers()["x-cache"]).toBeUndefined();
    expect(own?.headers()["cache-control"]).toBe("private, no-store");
    expect(
      await alice.page.getByText("Your Choice", { exact: true }).filter({ visible: true }).isVisible(),
    ).toBe(true);
    await alice.context.close();
    await bob.context.close();
  });

  it("gives a returning voter the shared page of a question they have not voted on, then their own", async () => {
    const q = await questionIn("Entertainment", 3);
    const elsewhere = await questionIn("Classics", 3);
    const { page, context } = await browser.page();
    await page.goto(`/question/${elsewhere.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(elsewhere.optionA) }).click();
    await page.getByText("Vote submitted successfully!").waitFor();
    // A visitor without a cookie has just put the question's page in the edge cache.
    await (await fetch(`${baseURL()}/question/${q.slug}`)).text();

    const shared = await page.goto(`/question/${q.slug}`);
    expect(shared?.headers()["x-cache"]).toBe("SHARED");
    expect(shared?.headers()["cache-control"]).toBe("private, no-store");
    expect(shared?.headers()["x-personal-questions"]).toBeUndefined();
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(q.optionB) }).click();
    await page.getByText("Vote submitted successfully!").waitFor();
    const own = await page.reload();
    expect(own?.headers()["x-cache"]).toBeUndefined();
    expect(await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).isVisible()).toBe(
      true,
    );
    await context.close();
  });

  it("votes with the A key on a question page, and the confirmation leaves after 3 seconds", async () => {
    const { page, context } = await browser.page();
    const q = await questionIn("Travel");
    await page.goto(`/question/${q.slug}`);
    await hydrated(page);
    await page.keyboard.press("a");
    await page.getByText("Vote submitted successfully!").waitFor();
    expect(await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).isVisible()).toBe(
      true,
    );
    await page.getByText("Vote submitted successfully!").waitFor({ state: "detached", timeout: 5000 });
    await context.close();
  });

  it("votes with JavaScript disabled through the plain form post", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    const q = await questionIn("Sports");
    await page.goto(`/question/${q.slug}`);
    await page.getByRole("button", { name: new RegExp(q.optionA) }).click();
    // The post answers with the same address, so waiting for the URL would not wait for the answer.
    await page.getByText("Vote submitted successfully!").waitFor();
    expect(await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText("100% · 1 vote").isVisible()).toBe(true);
    await context.close();
  });

  it("shows a repeat vote from another tab silently as voted (409)", async () => {
    const { page, context } = await browser.page();
    const q = await questionIn("Technology");
    const second = await context.newPage();
    await page.goto(`/question/${q.slug}`);
    await second.goto(`/question/${q.slug}`);
    await hydrated(page);
    await hydrated(second);
    await page.getByRole("button", { name: new RegExp(q.optionA) }).click();
    await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    await second.getByRole("button", { name: new RegExp(q.optionB) }).click();
    // The earlier choice (A) wins, and no success message is shown.
    await second.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    expect(
      await second.getByRole("button", { name: new RegExp(q.optionA) }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(await second.getByText("Vote submitted successfully!").count()).toBe(0);
    await context.close();
  });

  it("shows percentages and Your choice on category cards once voted", async () => {
    const { page, context } = await browser.page();
    const q = await questionIn("Movie");
    await page.goto(`/question/${q.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(q.optionB) }).click();
    await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
    // Lists read D1, which the vote's Durable Object updates within about two seconds.
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.goto("/category/Movie");
      if ((await page.locator("[data-your-vote]").count()) > 0) break;
      await page.waitForTimeout(500);
    }
    // Every card holds its results, hidden until the visitor has voted on it.
    const chip = page.getByText("Your choice", { exact: true }).filter({ visible: true });
    expect(await chip.count()).toBe(1);
    const voted = page.locator("article").filter({ has: chip });
    expect(await voted.count()).toBe(1);
    expect(await voted.innerText()).toContain("100%");
    await context.close();
  });

  it("likes a question once per browser and can take the like back", async () => {
    const { page, context } = await browser.page();
    const q = await questionIn("Kids", 1);
    await page.goto(`/question/${q.slug}`);
    await hydrated(page);
    const like = page.getByRole("button", { name: /Like/ });
    const loaderCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.endsWith(".data") && r.method() === "GET") loaderCalls.push(r.url());
    });
    // The count moves at once; the answer brings this browser's first (voter) cookie with it.
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await like.click();
    await answered;
    // A revalidation would start as soon as the answer is read, before the next frames are drawn.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(loaderCalls, "a like re-runs no loader (shouldRevalidate)").toEqual([]);
    await page.getByRole("button", { name: /Like \(1\)/ }).waitFor();
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    expect(await page.getByRole("button", { name: /Like \(1\)/ }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: /Like/ }).click();
    await page.getByRole("button", { name: /Like \(0\)/ }).waitFor();
    await context.close();
  });
});
