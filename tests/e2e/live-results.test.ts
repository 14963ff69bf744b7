import type { Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

// Live results (docs/decisions/0010-live-results.md) in real Chromium against the built site: the
// pages' sockets reach the question's Durable Object in workerd. Filler questions 281-285 are
// used by no other test file.

const browser = sharedBrowser();

const filler = (n: number) => ({
  path: `/question/e2e-filler-question-${n}`,
  optionA: `Pass ${n}`,
  optionB: `Skip ${n}`,
});

const LIVE_SOCKET = /\/api\/questions\/[^/]+\/live$/;

/** The count under an option once results show, e.g. "1 vote" in "100% · 1 vote". */
const optionLine = (page: Page, option: "A" | "B") =>
  page.locator(`button[name=option][value=${option}] > span`).last();
const bar = (page: Page, option: "A" | "B") =>
  page.locator(`button[name=option][value=${option}] > span`).first();

async function vote(page: Page, optionText: string) {
  await page.getByRole("button", { name: new RegExp(optionText) }).click();
  await page.getByText("Vote submitted successfully!").waitFor();
}

/** Waits until the page's DOM shows `text` somewhere (the live updates arrive on their own). */
const showsText = (page: Page, text: string, timeout = 5000) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), text, { timeout });

describe("live results", () => {
  it("a vote in one window moves the bars in another, which also counts its viewers", async () => {
    const q = filler(281);
    const watcher = await browser.page();
    const voter = await browser.page();
    await watcher.page.goto(q.path);
    await hydrated(watcher.page);
    await vote(watcher.page, q.optionA);
    expect(await optionLine(watcher.page, "A").innerText()).toContain("100% · 1 vote");
    expect(await bar(watcher.page, "B").evaluate((e) => e.getBoundingClientRect().width)).toBe(0);

    await voter.page.goto(q.path);
    await hydrated(voter.page);
    await showsText(watcher.page, "2 people viewing");
    // The voter has not voted: its page keeps the results hidden, whatever the socket says.
    expect(await optionLine(voter.page, "A").isVisible()).toBe(false);
    await vote(voter.page, q.optionB);

    // The bar is drawn over half its option, once its transition has run.
    await watcher.page.waitForFunction(() => {
      const drawn = document.querySelector("button[name=option][value=B] > span")?.getBoundingClientRect();
      const option = document.querySelector("button[name=option][value=B]")?.getBoundingClientRect();
      return drawn && option && Math.abs(drawn.width / option.width - 0.5) < 0.01;
    });
    expect(await optionLine(watcher.page, "B").innerText()).toContain("50% · 1 vote");
    expect(await watcher.page.getByText("2 total votes").isVisible()).toBe(true);
    expect(
      await watcher.page.getByText("Your Choice", { exact: true }).filter({ visible: true }).count(),
    ).toBe(1);
    // The screen reader summary speaks the new split (throttled: within a few seconds).
    await watcher.page.waitForFunction(
      () => document.querySelector("[aria-live=polite].sr-only")?.textContent?.includes("50%"),
      undefined,
      { timeout: 8000 },
    );
    expect(await seriousViolations(watcher.page)).toEqual([]);
    await screenshot(watcher.page, "live-results-question");

    await voter.context.close();
    await showsText(watcher.page, "Just you viewing");
    await watcher.context.close();
  });

  it("reconnects after its socket drops (as on a deploy) and keeps moving", async () => {
    const q = filler(282);
    const { page, context } = await browser.page();
    const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    // A pass-through to the real object, so the test can cut the connection as a deploy would.
    await page.routeWebSocket(LIVE_SOCKET, (ws) => {
      sockets.push({ page: ws, server: ws.connectToServer() });
    });
    await page.goto(q.path);
    await hydrated(page);
    await vote(page, q.optionA);
    await showsText(page, "Just you viewing");

    const first = sockets[0];
    await first?.server.close({ code: 1000, reason: "Test" });
    await first?.page.close({ code: 1012, reason: "Service restart" });
    // The viewers are unknown while it is away: the line keeps its place but shows nothing.
    await page.waitForFunction(() => !document.body.innerText.includes("viewing"));
    await showsText(page, "Just you viewing", 10_000);
    expect(sockets.length).toBe(2);

    const other = await browser.page();
    await other.page.goto(q.path);
    await hydrated(other.page);
    await vote(other.page, q.optionB);
    await showsText(page, "2 total votes");
    expect(await optionLine(page, "B").innerText()).toContain("50% · 1 vote");
    await other.context.close();
    await context.close();
  });

  it("falls back to reading the counts when sockets keep failing, and never shows a made-up viewer count", {
    timeout: 60_000,
  }, async () => {
    const q = filler(283);
    const { page, context } = await browser.page();
    let attempts = 0;
    await page.routeWebSocket(LIVE_SOCKET, (ws) => {
      attempts += 1;
      ws.close({ code: 1011, reason: "refused by the test" });
    });
    await page.goto(q.path);
    await hydrated(page);
    await vote(page, q.optionA);
    // Three sockets failed (with backoff) before a fourth is tried: by then the page polls.
    await expect.poll(() => attempts, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(4);

    const other = await browser.page();
    await other.page.goto(q.path);
    await hydrated(other.page);
    await vote(other.page, q.optionB);
    // A tab coming back to the front reads the counts at once rather than at the next poll.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await showsText(page, "2 total votes");
    expect(await optionLine(page, "B").innerText()).toContain("50% · 1 vote");
    expect(await page.evaluate(() => document.body.innerText.includes("viewing"))).toBe(false);
    await other.context.close();
    await context.close();
  });

  it("shows the viewers on a phone, in the dark, without moving anything", async () => {
    const q = filler(285);
    const { page, context } = await browser.page({ width: 360, colorScheme: "dark" });
    let connect: () => void = () => undefined;
    // The socket reaches the object only when the test says, so the page is measured before and after.
    await page.routeWebSocket(LIVE_SOCKET, (ws) => {
      connect = () => ws.connectToServer();
    });
    await page.goto(q.path);
    await hydrated(page);
    await vote(page, q.optionB);
    const below = page.getByText("Vote submitted successfully!");
    const before = await below.boundingBox();
    expect(await page.evaluate(() => document.body.innerText.includes("viewing"))).toBe(false);
    connect();
    await showsText(page, "Just you viewing");
    expect(await below.boundingBox()).toEqual(before);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "live-results-question-360-dark");
    await context.close();
  });

  it("moves the bars smoothly, and not at all with reduced motion", async () => {
    const q = filler(284);
    const { page, context } = await browser.page();
    await page.goto(q.path);
    await hydrated(page);
    const transition = () =>
      bar(page, "A").evaluate((e) => {
        const style = getComputedStyle(e);
        return { property: style.transitionProperty, duration: Number.parseFloat(style.transitionDuration) };
      });
    expect(await transition()).toEqual({ property: "width", duration: 0.7 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const reduced = await transition();
    expect(reduced.property === "none" || reduced.duration <= 0.00001).toBe(true);
    await context.close();
  });

  it("the question of the day on the home page moves too, before this visitor votes", async () => {
    const watcher = await browser.page();
    const voter = await browser.page();
    await watcher.page.goto("/");
    await hydrated(watcher.page);
    const featured = watcher.page.locator("section[aria-labelledby='featured-heading']");
    await featured.getByText(/viewing/).waitFor();
    const total = async () =>
      Number((await featured.getByText(/total votes?$/).innerText()).replace(/\D/g, ""));
    const before = await total();

    await voter.page.goto("/");
    await hydrated(voter.page);
    await voter.page
      .locator("section[aria-labelledby='featured-heading']")
      .getByRole("button")
      .first()
      .click();
    await voter.page.getByText("Vote Successful!").waitFor();
    await watcher.page.waitForFunction((n) => {
      const text = document.querySelector("section[aria-labelledby='featured-heading']")?.textContent ?? "";
      return new RegExp(`(^|[^\\d,])${n.toLocaleString("en-US")} total votes?`).test(text);
    }, before + 1);
    expect(await seriousViolations(watcher.page)).toEqual([]);
    await voter.context.close();
    await watcher.context.close();
  });
});
