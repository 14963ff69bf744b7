import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { hydrated, sharedBrowser } from "./browser";

const browser = sharedBrowser();
const first = catalogue.questions.kids?.[0];
if (!first) throw new Error("expected a Kids question");
const slug = "would-you-rather-have-a-pet-dragon-the-size-of-a-c";

const alternates = (page: import("playwright-core").Page) =>
  page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    Object.fromEntries(
      links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href") ?? "").pathname]),
    ),
  );

describe("a page in Chinese", () => {
  it("speaks Chinese from its path, links its English twin both ways and hydrates as it was served", async () => {
    const { page, context } = await browser.page({ locale: "zh-CN" });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/zh/question/${slug}`);
    await hydrated(page);
    expect(await page.getAttribute("html", "lang")).toBe("zh-Hans");
    await page.getByText(first.zh.questionText).first().waitFor();
    expect(await page.getByRole("navigation", { name: "主导航" }).innerText()).toContain("全部问题");
    expect(await alternates(page)).toEqual({
      en: `/question/${slug}`,
      "zh-Hans": `/zh/question/${slug}`,
      "x-default": `/question/${slug}`,
    });
    const canonical = await page.getAttribute('link[rel="canonical"]', "href");
    expect(new URL(canonical ?? "").pathname).toBe(`/zh/question/${slug}`);
    // A Chinese reader on a Chinese page is offered nothing.
    expect(await page.getByRole("region", { name: "语言建议" }).count()).toBe(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await page.waitForURL(`**/question/${slug}`);
    expect(new URL(page.url()).pathname).toBe(`/question/${slug}`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.getByText(first.questionText).first().waitFor();
    // The choice is remembered, so English pages no longer offer Chinese.
    await hydrated(page);
    expect(await page.getByRole("region", { name: "语言建议" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps links inside the visitor's language", async () => {
    const { page, context } = await browser.page();
    await page.goto("/zh/");
    const hrefs = await page
      .getByRole("navigation", { name: "主导航" })
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
    await context.close();
  });
});

describe("the language offer", () => {
  it("offers a Chinese reader the Chinese page, in Chinese, and never redirects", async () => {
    const { page, context } = await browser.page({ locale: "zh-CN" });
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/about");
    const offer = page.getByRole("region", { name: "语言建议" });
    await offer.waitFor();
    await offer.getByRole("link", { name: "阅读中文版" }).click();
    await page.waitForURL("**/zh/about");
    expect(await page.getAttribute("html", "lang")).toBe("zh-Hans");
    await context.close();
  });

  it("goes away for good when the reader stays", async () => {
    const { page, context } = await browser.page({ locale: "zh-CN" });
    await page.goto("/about");
    const offer = page.getByRole("region", { name: "语言建议" });
    await offer.getByRole("button", { name: "继续看英文" }).click();
    await offer.waitFor({ state: "detached" });
    await page.goto("/contact");
    await hydrated(page);
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
