import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { baseURL, hydrated, sharedBrowser } from "./browser";

const browser = sharedBrowser();

// Hard holds the catalogue's questions and the browser tests' 300 fillers (global-setup.ts).
const HARD_TOTAL = (catalogue.questions.hard?.length ?? 0) + 300;
const HARD_PAGES = Math.ceil(HARD_TOTAL / 18);

const pageNumbers = async (page: import("playwright-core").Page) =>
  (await page.locator("nav[aria-label='Pagination'] :is(a, span)").allInnerTexts())
    .filter((t) => /^\d+$/.test(t))
    .map(Number);

describe("browsing", () => {
  it("pages through a category with the 5-button window, Previous and Next disabled at the ends", async () => {
    const { page, context } = await browser.page();
    await page.goto("/category/Hard");
    const text = await page.locator("main").innerText();
    expect(text).toContain(`Showing 1-18 of ${HARD_TOTAL} questions`);
    expect(text).toContain(`Page 1 of ${HARD_PAGES}`);
    expect(await pageNumbers(page)).toEqual([1, 2, 3, 4, 5]);
    // Disabled for assistive technology, still shown, and not a stop for the keyboard.
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect
      .poll(() => pagination.getByRole("link", { name: "Previous", disabled: true }).count())
      .toBe(1);
    expect(await pagination.getByText("Previous").isVisible()).toBe(true);
    const takesFocus = await pagination.getByText("Previous").evaluate((el) => {
      (el as HTMLElement).focus();
      return document.activeElement === el;
    });
    expect(takesFocus).toBe(false);
    expect(await pagination.getByRole("link", { name: "Next", disabled: false }).count()).toBe(1);

    await page.getByRole("link", { name: "Page 5" }).click();
    // The URL changes before React commits the new page, so wait for the content itself.
    await page.getByText(`Showing 73-90 of ${HARD_TOTAL} questions`).waitFor();
    expect(await pageNumbers(page)).toEqual([3, 4, 5, 6, 7]);

    const last = HARD_PAGES;
    await page.goto(`/category/Hard?page=${last - 1}`);
    expect(await pageNumbers(page)).toEqual([last - 4, last - 3, last - 2, last - 1, last]);
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByText(`Showing ${(last - 1) * 18 + 1}-${HARD_TOTAL} of ${HARD_TOTAL} questions`).waitFor();
    expect(await pagination.getByRole("link", { name: "Next", disabled: true }).count()).toBe(1);
    expect(await pagination.getByRole("link", { name: "Previous", disabled: false }).count()).toBe(1);
    // The back button returns to the previous page of results.
    await page.goBack();
    await page
      .getByText(`Showing ${(last - 2) * 18 + 1}-${(last - 1) * 18} of ${HARD_TOTAL} questions`)
      .waitFor();
    await context.close();
  });

  it("searches within a category and shows both empty states", async () => {
    const { page, context } = await browser.page();
    await page.goto("/category/Kids");
    await page.getByRole("searchbox").fill("volcano");
    await page.getByRole("button", { name: "Search" }).click();
    // The search's answer, not the whole category's line still showing before it arrives.
    const kids = catalogue.questions.kids?.length ?? 0;
    await page.waitForURL(/[?&]q=volcano/);
    await page
      .getByText(/Showing 1-\d+ of \d+ questions?/)
      .filter({ hasNotText: `of ${kids} ` })
      .waitFor();
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
    for (const card of await page.locator("main article").allInnerTexts())
      expect(card.toLowerCase()).toContain("volcano");

    await page.goto("/category/Kids?q=zzzxqv");
    expect(await page.locator("main").innerText()).toContain("No questions found");
    expect(await page.locator("main").innerText()).toContain("Try adjusting your search terms");
    expect(await page.getByPlaceholder("Search in Kids questions...").count()).toBe(1);
    await context.close();
  });

  it("switches between grid and list, keeping it in the URL", async () => {
    const { page, context } = await browser.page();
    await page.goto("/category/Funny");
    await page.getByRole("link", { name: "List" }).click();
    await page.locator("a[aria-current='true']", { hasText: "List" }).waitFor();
    expect(page.url()).toContain("view=list");
    await context.close();
  });

  it("filters all questions by category and search, with counts and the empty state", async () => {
    const { page, context } = await browser.page();
    await page.goto("/would-you-rather-questions");
    expect(await page.locator("main").innerText()).toContain("View more Food questions");
    await hydrated(page);
    // With JavaScript, choosing a category applies at once.
    await page.getByLabel("Category").selectOption("Food");
    await page.getByText(`${catalogue.questions.food?.length} questions loaded`).waitFor();
    expect(page.url()).toContain("category=Food");
    await page.goto("/would-you-rather-questions?q=pizza");
    expect(await page.locator("main").innerText()).toMatch(/\d+ questions? found/);
    await page.goto("/would-you-rather-questions?q=zzzxqv");
    expect(await page.locator("main").innerText()).toContain("No questions found");
    await context.close();
  });

  it("filters the home page's latest questions by category chip and sort", async () => {
    const { page, context } = await browser.page();
    await page.goto("/");
    await hydrated(page);
    const latest = page.locator("section[aria-labelledby='latest-heading'] article");
    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Sports" })
      .click();
    await expect
      .poll(async () => {
        const texts = await latest.allInnerTexts();
        return texts.length === 10 && texts.every((t) => t.includes("Sports"));
      })
      .toBe(true);
    await page
      .getByRole("navigation", { name: "Sort questions" })
      .getByRole("link", { name: "Hottest" })
      .click();
    await page.locator("a[aria-current='true']", { hasText: "Hottest" }).waitFor();
    expect(page.url()).toContain("sort=hottest");
    expect(page.url()).toContain("category=Sports");
    await context.close();
  });

  it("draws every card's icons, from one sprite per page, before and after moving between pages", async () => {
    const { page, context } = await browser.page();
    // Each card icon points at a symbol of the page's sprite, which is there once and draws something.
    const cardIcons = () =>
      page.evaluate(() => {
        const uses = [...document.querySelectorAll("article use")];
        const targets = uses.map((use) => document.querySelectorAll(use.getAttribute("href") ?? "").length);
        const drawn = uses.filter((use) => {
          const box = (use as SVGGraphicsElement).getBBox();
          return box.width > 0 && box.height > 0;
        });
        return { uses: uses.length, targets: [...new Set(targets)], drawn: drawn.length };
      });
    const expectIcons = async (cards: number) => {
      const icons = await cardIcons();
      // A category, a heart and a speech bubble on every card.
      expect(icons).toEqual({ uses: cards * 3, targets: [1], drawn: cards * 3 });
    };
    await page.goto("/would-you-rather-questions");
    await hydrated(page);
    await expectIcons(await page.locator("article").count());
    await page.getByRole("link", { name: /View more Hard questions/ }).click();
    await page.getByText(`Showing 1-18 of ${HARD_TOTAL} questions`).waitFor();
    await expectIcons(18);
    await page.goto("/zh/");
    await hydrated(page);
    await expectIcons(await page.locator("article").count());
    await context.close();
  });
});

describe("a shared copy", () => {
  it("is rendered from the address its cache key keeps, so a parameter no page reads never reaches its links", async () => {
    const path = "/category/Hard?sort=hottest&page=2";
    const first = await fetch(`${baseURL()}${path}&utm_source=first-visitor`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("page=3");
    expect(html).not.toContain("first-visitor");
    // Another visitor's parameter names the same copy, from the cache.
    const second = await fetch(`${baseURL()}${path}&utm_source=second-visitor`);
    expect(second.headers.get("X-Cache")).toMatch(/HIT|STALE/);
    expect(await second.text()).not.toContain("visitor");
  });
});
