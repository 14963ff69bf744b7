import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { prepareCatalogue } from "#content/seed.ts";
import { screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();
// The editors' best Food question: among the first shown, and one with a note.
const top = prepareCatalogue(catalogue).find((q) => q.category === "Food" && q.editorialRank === 0);

const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

describe("a question page", () => {
  it("reads as a page of its own: its choices in the title, why it is hard, who it suits, eight like it", async () => {
    if (!top?.note) throw new Error("the best Food question has a note");
    const { page, context } = await browser.page({ width: 360 });
    await page.goto(`/question/${top.slug}`);
    expect(await page.title()).toMatch(/^Would you rather .+ or .+\?$/);
    expect(await page.locator("main").innerText()).toContain(top.note);
    const related = page.getByRole("region", { name: "More questions like this" }).getByRole("link");
    expect(await related.count()).toBe(8);
    expect(wordsIn(await page.locator("main").innerText())).toBeGreaterThanOrEqual(450);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "question-about-360");
    await context.close();
  });

  it("says the same in Chinese", async () => {
    if (!top?.zh.note) throw new Error("the best Food question has a Chinese note");
    const { page, context } = await browser.page();
    await page.goto(`/zh/question/${top.slug}`);
    expect(await page.title()).toMatch(/^你会选.+还是.+？/);
    expect(await page.locator("main").innerText()).toContain(top.zh.note);
    expect(await page.getByRole("region", { name: "类似的问题" }).getByRole("link").count()).toBe(8);
    await context.close();
  });
});
