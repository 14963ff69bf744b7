import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const heading = (page: Page) => page.locator("main h1");
const INSIGHT = /first to answer|agrees with you|majority|minority|close call|Only \d+% chose/;
const answeredCount = (page: Page) => page.getByText(/Answered this run:/);

async function startKidsRun(page: Page) {
  await page.goto("/play");
  await page.getByRole("link", { name: /^Play Kids/ }).click();
  await page.waitForURL(/\/play\/[^?]+\?category=Kids/);
}

describe("play mode", () => {
  it("runs through ten questions with the keyboard, never repeating one, with an insight after each", async () => {
    const { page, context } = await browser.page();
    await startKidsRun(page);
    await hydrated(page);
    const seen = new Set<string>();
    for (let round = 1; round <= 10; round++) {
      const question = await heading(page).innerText();
      expect(seen.has(question), `question ${round} repeats`).toBe(false);
      seen.add(question);
      await page.keyboard.press(round % 2 === 0 ? "b" : "a");
      await page.getByText("Your Choice", { exact: true }).waitFor();
      await page.getByText(INSIGHT).waitFor();
      await expect.poll(() => answeredCount(page).innerText()).toContain(`Answered this run: ${round}`);
      await page.keyboard.press(round % 2 === 0 ? "Enter" : "n");
      await page.waitForFunction(
        (before) => document.querySelector("main h1")?.textContent !== before,
        question,
      );
      // The new question takes the focus once it is on screen, with its keys listening.
      await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    }
    expect(seen.size).toBe(10);
    await context.close();
  }, 90_000);

  it("works as a chain of pages without JavaScript, keeping the count in the address", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false, width: 360 });
    await startKidsRun(page);
    const first = await heading(page).innerText();
    await page.getByRole("button").filter({ hasText: "A" }).first().click();
    await page.getByText("Your Choice", { exact: true }).waitFor();
    expect(await answeredCount(page).innerText()).toContain("Answered this run: 1");
    await page.getByRole("link", { name: /Next question/ }).click();
    await page.waitForURL(/n=1/);
    expect(await heading(page).innerText()).not.toBe(first);
    // Skipping leaves the count as it was and moves on.
    const second = await heading(page).innerText();
    await page.getByRole("link", { name: "Skip this one" }).click();
    expect(await heading(page).innerText()).not.toBe(second);
    expect(await answeredCount(page).innerText()).toContain("Answered this run: 1");
    await context.close();
  }, 60_000);

  it("starts from a page of mixes and categories, and both pages pass axe and fit 360 px", async () => {
    for (const width of [360, 1280]) {
      const { page, context } = await browser.page({ width });
      await page.goto("/play");
      await hydrated(page);
      expect(await page.getByRole("link", { name: /^Play Family mix/ }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `play-start-${width}`);
      await page.getByRole("link", { name: /^Play Family mix/ }).click();
      await page.waitForURL(/\/play\/.+family=1/);
      await hydrated(page);
      await page.locator("main form button[value='A']").click();
      await page.getByText("Your Choice", { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `play-question-${width}`);
      await context.close();
    }
  }, 60_000);
});

describe("most divided and most one-sided", () => {
  it("list a question once enough people have answered it, on the home and all-questions pages", async () => {
    const res = await fetch(`${baseURL()}/api/questions?category=Hard&limit=1`);
    const [question] = ((await res.json()) as { data: { id: string; questionText: string }[] }).data;
    if (!question) throw new Error("the catalogue has Hard questions");
    // Twelve new voters, from twelve addresses, split 6 to 6: as divided as it gets.
    for (let i = 0; i < 12; i++) {
      const vote = await fetch(`${baseURL()}/api/questions/${question.id}/vote`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": `10.99.${i}.${(Date.now() % 200) + 1}`,
        },
        body: JSON.stringify({ option: i % 2 === 0 ? "A" : "B" }),
      });
      expect(vote.status).toBe(200);
    }
    const { page, context } = await browser.page();
    for (const path of ["/", "/would-you-rather-questions"]) {
      const divided = page.locator("section[aria-labelledby='divided-heading']");
      // The counts reach D1 a second or two later, and a page may be a few seconds old.
      await expect
        .poll(
          async () => {
            await page.goto(path);
            return divided.innerText();
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toContain(question.questionText);
      expect(await divided.innerText()).toContain("A 50% · B 50% · 12 votes");
    }
    await context.close();
  }, 60_000);
});
