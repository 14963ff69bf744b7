import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

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

/** Chinese pages whose every word is Chinese; each area joins the list as it is translated. */
const CHINESE_PAGES = [
  "/zh/",
  "/zh/would-you-rather-questions",
  "/zh/category/Kids",
  `/zh/question/${slug}`,
  "/zh/would-you-rather-for-kids",
  "/zh/spicy-would-you-rather-questions",
  "/zh/would-you-rather-for-kids?page=2",
  "/zh/would-you-rather-questions-for-couples",
  "/zh/would-you-rather-questions-for-teens",
  "/zh/would-you-rather-questions-for-teens?page=2",
  "/zh/would-you-rather-questions-for-work",
  "/zh/would-you-rather-questions-for-the-classroom",
  "/zh/this-or-that-questions",
  "/zh/seasonal-would-you-rather-questions",
  "/zh/about",
  "/zh/community-guidelines",
  "/zh/privacy-policy",
  "/zh/terms-of-service",
  "/zh/contact",
  "/zh/pricing",
  "/zh/submit-would-you-rather-question",
  "/zh/sign-in",
  "/zh/auth/confirm",
  "/zh/reset-password",
  "/zh/play",
  "/zh/rooms/new",
  "/zh/r",
  "/zh/no-such-page",
];

/** Words the Chinese site keeps in Latin letters: names of other services and of formats. */
const KEPT_IN_LATIN = new Set([
  ...["Google", "GitHub", "Cloudflare", "WhatsApp", "Facebook", "Reddit"],
  ...["QR", "PNG", "CSV", "PDF", "API", "IP", "HTTPS", "Cookie", "HttpOnly"],
  // Written in Latin letters in everyday Chinese too (the catalogue's questions use them).
  ...["AI", "KTV"],
]);

/**
 * Every Latin-letter word a reader of the page meets: its text and the labels, titles, alt texts
 * and placeholders of its elements, leaving out whatever is marked as another language (the
 * language switcher, a question written in English).
 */
async function englishWords(page: import("playwright-core").Page): Promise<string[]> {
  return page.evaluate(() => {
    const foreign = (el: Element | null) => Boolean(el?.closest('[lang]:not([lang^="zh"])'));
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest("script, style, template")) continue;
      if (!parent.checkVisibility()) continue;
      texts.push(node.textContent ?? "");
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (foreign(el)) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"])
        texts.push(el.getAttribute(name) ?? "");
    }
    texts.push(document.title);
    // Addresses and codes are not words: an e-mail address or a path shown as itself, a room code.
    const prose = texts.join(" ").replace(/\S+@\S+|\/[\w/.-]+|\b(?=[A-Z]*\d)[A-Z\d]{6}\b/g, " ");
    return prose.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  });
}

const violationLines = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);

describe("Chinese pages leave nothing in English, pass axe on a dark phone, and fit 360 px", () => {
  it.each(CHINESE_PAGES)("%s", async (path) => {
    const { page, context } = await browser.page({ locale: "zh-CN" });
    await page.goto(path);
    await hydrated(page);
    const words = (await englishWords(page)).filter((word) => !KEPT_IN_LATIN.has(word));
    expect([...new Set(words)]).toEqual([]);

    // Axe once, dark and narrow at once: a phone at night, where Chinese lines wrap differently
    // from English. The light desktop pages' colours and structure are the English ones, which
    // tests/e2e/routes.test.ts checks in light and dark. The same load serves: the page follows
    // the media and the viewport as they change.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 360, height: 900 });
    expect(violationLines(await seriousViolations(page))).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const name = path === "/zh/" ? "home" : path.slice("/zh/".length).replaceAll("/", "-");
    await screenshot(page, `zh-${name}-360-dark`);
    await context.close();
  });
});
