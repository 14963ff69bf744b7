import { describe, expect, it } from "vitest";
import { pageChanges } from "#app/lib/site-pages.ts";
import { LANDING_PAGES } from "#domain/landing-copy.ts";

const INTENT_PATHS = [
  "/would-you-rather-questions-for-couples",
  "/would-you-rather-questions-for-teens",
  "/would-you-rather-questions-for-work",
  "/would-you-rather-questions-for-the-classroom",
  "/this-or-that-questions",
  "/seasonal-would-you-rather-questions",
];

describe("the sitemap's landing pages", () => {
  it("include every landing and intent page once, each with a date", () => {
    const changes = pageChanges([{ name: "Kids", newestAt: new Date("2026-11-25T00:00:00Z") }]);
    const paths = changes.map((c) => c.path);
    for (const page of LANDING_PAGES) expect(paths.filter((p) => p === page.path)).toHaveLength(1);
    for (const path of INTENT_PATHS) expect(paths).toContain(path);
    for (const change of changes) expect(Number.isNaN(change.lastmod.getTime())).toBe(false);
  });

  it("never list a page's later pages: each is reached through its page links", () => {
    const paths = pageChanges([]).map((c) => c.path);
    expect(paths.filter((p) => p.includes("?"))).toEqual([]);
  });
});
