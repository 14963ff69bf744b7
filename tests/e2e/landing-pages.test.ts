import { describe, expect, it } from "vitest";
import { LANDING_PAGES } from "#domain/landing-copy.ts";
import { seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

/** The intent pages and a later page of a list, where the numbering and page links are widest. */
const PATHS = [
  ...LANDING_PAGES.filter((page) => page.source.kind === "tag").map((page) => page.path),
  "/would-you-rather-questions-for-work?page=12",
];

const lines = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);

describe("intent pages at phone and desktop widths", () => {
  it.each(PATHS)("%s: axe-clean at 360 and 1280 px, nothing wider than a phone", async (path) => {
    for (const width of [360, 1280]) {
      const { page, context } = await browser.page({ width });
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(lines(await seriousViolations(page)), `${path} at ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
