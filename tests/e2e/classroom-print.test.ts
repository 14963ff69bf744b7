import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../messages/en/pages.json";
import zh from "../../messages/zh/pages.json";
import { baseURL, hydrated, saveForLooking, screenshot, seriousViolations, sharedBrowser } from "./browser";

// The printable classroom sheet (app/routes/classroom-print/): 50 numbered classroom questions
// with A and B boxes to tick on paper, a print stylesheet, and the sheet's rotation by ?set.

const browser = sharedBrowser();

const PATH = "/would-you-rather-questions-for-the-classroom/print";
const SHEET_SIZE = 50;
const LANGUAGES = [
  { name: "en", prefix: "", words: en },
  { name: "zh", prefix: "/zh", words: zh },
] as const;

/**
 * The most pages the sheet may print on, measured with Chromium's own PDF output (docs/pages.md).
 * Every sheet is measured in both languages; the run prints the counts and leaves sheet 1's PDFs
 * in screenshots/ (render them with `pdftoppm -png`).
 */
const MOST_PAGES = { A4: 2, Letter: 2 } as const;

/** A PDF's page count: Chromium writes one /Type /Page object per page (and one /Pages tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

const questionCount = (page: Page) => page.locator("main ol > li").count();

describe("printable classroom sheet", () => {
  for (const { name, prefix, words } of LANGUAGES) {
    it(`${name}: answers 200 with ${SHEET_SIZE} numbered questions, each with A and B`, async () => {
      const { page, context } = await browser.page();
      const response = await page.goto(`${prefix}${PATH}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").textContent()).resolves.toBe(words.print_heading);
      expect(await page.title()).toBe(words.print_meta_title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
        words.print_meta_description,
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${baseURL()}${prefix}${PATH}`,
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
      expect(alternates.map((a) => a.replace(baseURL(), ""))).toEqual([
        `en ${PATH}`,
        `zh-Hans /zh${PATH}`,
        `x-default ${PATH}`,
      ]);
      expect(await page.locator('meta[name="robots"]').count()).toBe(0);

      // A real ordered list, numbered by the browser: 1. to 50.
      expect(await questionCount(page)).toBe(SHEET_SIZE);
      expect(await page.locator("main ol").evaluate((ol) => getComputedStyle(ol).listStyleType)).toBe(
        "decimal",
      );
      const items = await page.locator("main ol > li").allInnerTexts();
      for (const item of items) {
        const lines = item.split("\n").filter((line) => line.trim() !== "");
        expect(lines[1]).toMatch(/^A\s+\S/);
        expect(lines[2]).toMatch(/^B\s+\S/);
      }
      // Each choice has its box to tick, a drawing that screen readers skip.
      expect(await page.locator("main ol > li [aria-hidden=true].sheet-box").count()).toBe(SHEET_SIZE * 2);
      await context.close();
    });
  }

  it("goes through the whole set with ?set, and answers the site's 404 for a sheet that does not exist", async () => {
    const { page, context } = await browser.page();
    const firstTexts = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await questionCount(page)).toBe(SHEET_SIZE);
      return page.locator("main ol > li").allInnerTexts();
    };
    const one = await firstTexts(`${PATH}?set=1`);
    const two = await firstTexts(`${PATH}?set=2`);
    expect(two[0]).not.toBe(one[0]);
    expect(new Set([...one, ...two]).size).toBe(SHEET_SIZE * 2);
    // "Sheet 2 of N": the next sheet's link goes on, the last sheet exists and the one after it not.
    const sets = Number(await page.locator(".sheet-meta").getAttribute("data-sets"));
    await expect(page.locator(".sheet-meta").textContent()).resolves.toContain(`Sheet 2 of ${sets}`);
    expect(sets).toBeGreaterThan(10);
    expect(await page.getByRole("link", { name: en.print_next }).getAttribute("href")).toBe(`${PATH}?set=3`);
    expect((await page.goto(`${PATH}?set=${sets}`))?.status()).toBe(200);
    for (const bad of [String(sets + 1), "0", "-3", "abc", "1.5", "01", "99999999999999999999"]) {
      const response = await page.goto(`${PATH}?set=${encodeURIComponent(bad)}`);
      expect(response?.status(), bad).toBe(404);
      await expect(page.locator("h1").textContent()).resolves.toBe("Page not found");
    }
    const zhMissing = await page.goto(`/zh${PATH}?set=0`);
    expect(zhMissing?.status()).toBe(404);
    await context.close();
  });

  it("prints only the sheet: no header, footer, buttons or links, black on white", async () => {
    const { page, context } = await browser.page({ colorScheme: "dark" });
    await page.goto(PATH);
    await hydrated(page);
    const printButton = page.getByRole("button", { name: en.print_button });
    await expect(printButton.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: "print" });
    for (const selector of ["body > header", "body > footer", "main button", "main a", "main nav"]) {
      const shown = await page.locator(selector).evaluateAll((els) => els.some((el) => el.checkVisibility()));
      expect(shown, selector).toBe(false);
    }
    expect(await page.locator("main ol").isVisible()).toBe(true);
    const colours = await page.evaluate(() => {
      const li = document.querySelector("main ol > li") as Element;
      return {
        body: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(li).color,
        breakInside: getComputedStyle(li).breakInside,
      };
    });
    expect(colours).toEqual({ body: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)", breakInside: "avoid" });
    await screenshot(page, "classroom-print-print-media");
    await context.close();
  });

  for (const { name, prefix } of LANGUAGES) {
    it(`${name}: the sheet with the most text, and so every sheet, fits the stated A4 and Letter pages`, async () => {
      const { page, context } = await browser.page();
      await page.goto(`${prefix}${PATH}?set=1`);
      const sets = Number(await page.locator(".sheet-meta").getAttribute("data-sets"));
      expect(sets).toBeGreaterThan(10);
      // Rendering a PDF takes a second or two, so only the longest sheet's text is printed: if it
      // fits, every shorter one does.
      const lengths = await Promise.all(
        Array.from({ length: sets }, async (_, i) => {
          const html = await (await fetch(`${baseURL()}${prefix}${PATH}?set=${i + 1}`)).text();
          const list = html.match(/<ol\b[\s\S]*?<\/ol>/)?.[0] ?? "";
          return list.replace(/<[^>]*>/g, "").length;
        }),
      );
      const longest = lengths.indexOf(Math.max(...lengths)) + 1;
      const counts: Record<string, number[]> = { A4: [], Letter: [] };
      for (const set of new Set([1, longest])) {
        await page.goto(`${prefix}${PATH}?set=${set}`);
        await hydrated(page);
        for (const format of ["A4", "Letter"] as const) {
          const pdf = await page.pdf({ format });
          if (set === 1) saveForLooking(`classroom-print-${name}-${format}.pdf`, pdf);
          counts[format]?.push(pdfPages(pdf));
        }
      }
      console.info(
        `classroom sheets 1 and ${longest} (longest) of ${sets}, ${name}, pages:`,
        JSON.stringify(counts),
      );
      for (const format of ["A4", "Letter"] as const) {
        expect(Math.min(...(counts[format] ?? [])), format).toBeGreaterThan(0);
        expect(Math.max(...(counts[format] ?? [])), format).toBeLessThanOrEqual(MOST_PAGES[format]);
      }
      await context.close();
    }, 120_000);
  }

  it("explains Ctrl+P / Cmd+P without JavaScript, and prints with the button when it runs", async () => {
    const plain = await browser.page({ javaScriptEnabled: false });
    await plain.page.goto(PATH);
    expect(await plain.page.locator("main button").count()).toBe(0);
    await expect(plain.page.getByText(en.print_keyboard).isVisible()).resolves.toBe(true);
    expect(await questionCount(plain.page)).toBe(SHEET_SIZE);
    await plain.context.close();

    const { page, context } = await browser.page();
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(PATH);
    await hydrated(page);
    await page.getByRole("button", { name: en.print_button }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // Back to the classroom page, in the page's language.
    expect(await page.getByRole("link", { name: en.print_back }).getAttribute("href")).toBe(
      "/would-you-rather-questions-for-the-classroom",
    );
    await context.close();
  });

  for (const { name, prefix } of LANGUAGES) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`${name}, ${colorScheme}: axe-clean and fits a 360 px screen`, async () => {
        const { page, context } = await browser.page({ width: 360, colorScheme });
        await page.goto(`${prefix}${PATH}?set=1`);
        await hydrated(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(page, `classroom-print-${name}-${colorScheme}-360`);
        await page.setViewportSize({ width: 1280, height: 900 });
        await screenshot(page, `classroom-print-${name}-${colorScheme}-1280`);
        await context.close();
      });
    }
  }
});
