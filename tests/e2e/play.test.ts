import type { Locator, Page } from "playwright-core";
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

/** A one-finger stroke across the element's middle, as a phone's touchscreen reports it. */
async function swipe(page: Page, element: Locator, stroke: { dx: number; dy: number }) {
  const box = await element.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const x = box.x + box.width / 2 - stroke.dx / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  const devtools = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
    devtools.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  await touch("touchStart", [{ x, y }]);
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await touch("touchMove", [{ x: x + stroke.dx * step, y: y + stroke.dy * step }]);
  }
  await touch("touchEnd", []);
  await devtools.detach();
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
      await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
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

  // Three sideways strokes in a row once made Chrome go back through history instead (its own
  // overscroll swipe), until the card claimed sideways strokes with touch-action: pan-y.
  it("votes with a swipe on a phone (left for A, right for B), goes on with another, and ignores scrolling", async () => {
    const { page, context } = await browser.page({ width: 360 });
    await startKidsRun(page);
    await hydrated(page);
    const chosen = page.locator('button[name="option"][aria-pressed="true"]');
    const card = page.locator("main article").first();

    // Mostly downward: a scroll, which must never vote.
    await swipe(page, card, { dx: -40, dy: 160 });
    await page.waitForTimeout(300);
    expect(await chosen.count()).toBe(0);

    const first = await heading(page).innerText();
    await swipe(page, card, { dx: -160, dy: 10 });
    await expect.poll(() => chosen.getAttribute("value")).toBe("A");
    await page.getByText(INSIGHT).waitFor();
    await expect.poll(() => answeredCount(page).innerText()).toContain("Answered this run: 1");

    await swipe(page, card, { dx: 160, dy: 0 });
    await page.waitForFunction((before) => document.querySelector("main h1")?.textContent !== before, first);
    // As with the keys: the new question takes the focus once it is on screen, unanswered.
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await chosen.count()).toBe(0);
    await swipe(page, page.locator("main article").first(), { dx: 160, dy: -5 });
    await expect.poll(() => chosen.getAttribute("value")).toBe("B");
    await expect.poll(() => answeredCount(page).innerText()).toContain("Answered this run: 2");
    await context.close();
  }, 60_000);

  it("works as a chain of pages without JavaScript, keeping the count in the address", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false, width: 360 });
    await startKidsRun(page);
    const first = await heading(page).innerText();
    await page.getByRole("button").filter({ hasText: "A" }).first().click();
    // Until the answer's stylesheet has loaded, both hidden badges count as visible.
    await page.waitForLoadState("load");
    await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
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
      await page.getByText("Your Choice", { exact: true }).filter({ visible: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `play-question-${width}`);
      await context.close();
    }
  }, 60_000);
});

describe("most divided and most one-sided", () => {
  it("plays in Chinese under /zh/play, staying in Chinese from one question to the next", async () => {
    const { page, context } = await browser.page();
    await page.goto("/zh/play");
    await page.getByRole("heading", { name: "选择玩法" }).waitFor();
    await page.getByRole("link", { name: /^开始玩儿童/ }).click();
    await page.waitForURL(/\/zh\/play\/[^?]+\?category=Kids/);
    await hydrated(page);
    const question = await heading(page).innerText();
    expect(question).toMatch(/\p{Script=Han}/u);
    expect(await page.getByRole("link", { name: "← 换个玩法" }).getAttribute("href")).toBe("/zh/play");
    await page.keyboard.press("a");
    await page.getByText(/你是第一个|几乎所有人|多数人|少数人|难分高下|够大胆/).waitFor();
    await expect.poll(() => page.getByText(/本轮已答：/).innerText()).toContain("本轮已答：1");
    await page.keyboard.press("n");
    await page.waitForFunction(
      (before) => document.querySelector("main h1")?.textContent !== before,
      question,
    );
    expect(new URL(page.url()).pathname).toMatch(/^\/zh\/play\//);
    await context.close();
  }, 60_000);

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
      // The counts reach D1 a second or two later, perhaps in two writes, and a page may be a few
      // seconds old: wait for the list to show the question with all twelve votes.
      await expect
        .poll(
          async () => {
            await page.goto(path);
            const text = await divided.innerText();
            return text.includes(question.questionText) && text.includes("A 50% · B 50% · 12 votes");
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(true);
    }
    await context.close();
  }, 60_000);
});
