import { describe, expect, it } from "vitest";
import { PRODUCT_PATH } from "#app/lib/categories.ts";
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  questionCore,
  questionTitle,
  TITLE_MAX,
} from "#app/lib/meta-text.ts";
import { catalogue } from "#content/catalogue.ts";
import { prepareCatalogue } from "#content/seed.ts";
import { SEASONAL_PATH } from "#domain/landing/parts.ts";
import { LANDING_PAGE_SIZE, LANDING_PAGES } from "#domain/landing-copy.ts";
import { baseURL, sharedBrowser } from "./browser";
import { type Head, headOf, headsOf, ofType, readHead, readSitemap } from "./seo-pages";
import { BREAKOUT_QUESTION } from "./test-data";

const browser = sharedBrowser();
const ENGLISH_FIT = { title: TITLE_MAX, min: DESCRIPTION_MIN, max: DESCRIPTION_MAX };
const CHINESE_FIT = { title: 30, min: 50, max: 80 };

describe("titles and descriptions", () => {
  it(`fit search results on every page: titles up to ${TITLE_MAX}, descriptions ${DESCRIPTION_MIN}-${DESCRIPTION_MAX}`, async () => {
    const pages = (await readSitemap(browser, "/sitemaps/pages.xml")).entries.map((e) =>
      e.loc.slice(baseURL().length),
    );
    const someQuestions = (await readSitemap(browser, "/sitemaps/questions-1.xml")).entries
      .slice(0, 3)
      .map((e) => e.loc.slice(baseURL().length));
    const paths = [
      ...pages,
      ...someQuestions,
      `/question/${BREAKOUT_QUESTION.slug}`,
      "/category/Hard?page=2",
    ];
    const problems: string[] = [];
    const heads = await headsOf(browser, paths);
    for (const [i, path] of paths.entries()) {
      const head = heads[i] as Head;
      const description = head.description ?? "";
      // Chinese characters are about twice as wide in a result as Latin letters.
      const fit = path.startsWith("/zh/") ? CHINESE_FIT : ENGLISH_FIT;
      if (head.title.length > fit.title) problems.push(`${path}: title ${head.title.length}: ${head.title}`);
      if (description.length < fit.min || description.length > fit.max)
        problems.push(`${path}: description ${description.length}: ${description}`);
      expect(head.canonical, path).toBe(`${baseURL()}${path}`);
    }
    expect(problems).toEqual([]);
    // Not indexed, so its description never shows in results; its title still fits.
    const demo = await headOf(browser, "/design-demo");
    expect(demo.robots).toBe("noindex");
    expect(demo.title.length).toBeLessThanOrEqual(TITLE_MAX);
    for (const missing of await headsOf(browser, [
      "/no-such-page",
      "/question/no-such-question",
      "/category/Nope",
    ]))
      expect(missing.title.length).toBeLessThanOrEqual(TITLE_MAX);
  }, 120_000);

  it("give a landing page and its category page different searches, each canonical to itself", async () => {
    for (const landing of LANDING_PAGES.filter((page) => page.source.kind === "category")) {
      const [page, category] = (await headsOf(browser, [landing.path, `/category/${landing.category}`])) as [
        Head,
        Head,
      ];
      expect(page.title.toLowerCase()).toContain(landing.searchPhrase);
      expect(category.title.toLowerCase()).not.toContain(landing.searchPhrase);
      expect(category.description?.toLowerCase()).not.toContain(landing.searchPhrase);
      expect(page.canonical).toBe(`${baseURL()}${landing.path}`);
      expect(category.canonical).toBe(`${baseURL()}/category/${landing.category}`);
    }
  });
});

describe("structured data", () => {
  it("home: WebSite whose SearchAction uses the all-questions page's real search field, and the Organization", async () => {
    const head = await headOf(browser, "/");
    const [site] = ofType(head, "WebSite");
    expect(site?.["@context"]).toBe("https://schema.org");
    expect(site?.url).toBe(`${baseURL()}/`);
    const action = site?.potentialAction;
    expect(action?.["@type"]).toBe("SearchAction");
    expect(action?.["query-input"]).toBe("required name=search_term_string");
    const template: string = action?.target?.urlTemplate;
    expect(template).toBe(`${baseURL()}${PRODUCT_PATH}?q={search_term_string}`);
    const [organization] = ofType(head, "Organization");
    expect(organization).toMatchObject({ name: "Would You Rather", url: `${baseURL()}/` });

    const { page, context } = await browser.page();
    await page.goto(template.replace("{search_term_string}", "pizza"));
    expect(await page.locator("form[role=search] input[name=q]").inputValue()).toBe("pizza");
    expect(await page.locator("main").innerText()).toMatch(/\d+ questions? found/);
    await context.close();
  });

  it("category page: BreadcrumbList and an ItemList of the questions shown", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/category/Kids");
    const head = await readHead(page);
    const [crumbs] = ofType(head, "BreadcrumbList");
    expect(crumbs?.itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", `${baseURL()}/`],
      [2, "Questions", `${baseURL()}${PRODUCT_PATH}`],
      [3, "Kids", `${baseURL()}/category/Kids`],
    ]);
    const [list] = ofType(head, "ItemList");
    // The cards' question links, not their share links (which lead to /question/{slug}/share).
    const cardLinks = await page
      .locator("main article h3 a[href^='/question/']")
      .evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).href))]);
    expect(list?.itemListElement.map((i: any) => i.url)).toEqual(cardLinks);
    expect(list?.itemListElement.map((i: any) => i.position)).toEqual(cardLinks.map((_, i) => i + 1));
    await context.close();
  });

  it("question page: BreadcrumbList from home through its category, and markup in the text stays text", async () => {
    const { page, context } = await browser.page();
    const res = await page.goto(`/question/${BREAKOUT_QUESTION.slug}`);
    expect(res?.status()).toBe(200);
    const head = await readHead(page);
    expect(await page.evaluate(() => (window as any).__injected)).toBeUndefined();
    expect(await page.locator("h1").innerText()).toBe(BREAKOUT_QUESTION.questionText);
    expect(head.title).toBe(questionTitle(BREAKOUT_QUESTION));
    const [crumbs] = ofType(head, "BreadcrumbList");
    expect(crumbs?.itemListElement.map((i: any) => i.name)).toEqual([
      "Home",
      "Technology",
      questionCore(BREAKOUT_QUESTION.questionText),
    ]);
    expect(crumbs?.itemListElement.at(-1)?.item).toBe(`${baseURL()}/question/${BREAKOUT_QUESTION.slug}`);
    await context.close();
  });

  it("landing pages: an ItemList of the picks and a FAQPage whose answers are on the page", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const landing of LANDING_PAGES) {
      await page.goto(landing.path);
      const head = await readHead(page);
      const [list] = ofType(head, "ItemList");
      expect(list?.numberOfItems).toBeGreaterThanOrEqual(30);
      const [faq] = ofType(head, "FAQPage");
      expect(faq?.mainEntity.length).toBe(landing.faqs.length);
      const text = await page.locator("main").innerText();
      for (const entry of faq?.mainEntity ?? []) {
        expect(entry["@type"]).toBe("Question");
        expect(text).toContain(entry.name);
        expect(text).toContain(entry.acceptedAnswer.text);
      }
    }
    await context.close();
  });
});

/** The intent pages: their lists come from a tag across categories. */
const TAG_PAGES = LANDING_PAGES.filter((page) => page.source.kind === "tag");

const listedOn = (page: import("playwright-core").Page) =>
  page
    .locator("section[aria-labelledby='picks-heading'] ol > li a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));

describe("landing pages", () => {
  it("list their category's questions in the catalogue's editorial order, fifty a page", async () => {
    const rows = prepareCatalogue(catalogue);
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const landing of LANDING_PAGES.filter((landing) => landing.source.kind === "category")) {
      const inCategory = rows
        .filter((q) => q.category === landing.category)
        .sort((a, b) => a.editorialRank - b.editorialRank)
        .map((q) => `/question/${q.slug}`);
      await page.goto(landing.path);
      const listed = await listedOn(page);
      expect(listed.length, landing.path).toBe(LANDING_PAGE_SIZE);
      expect(listed, landing.path).toEqual(inCategory.slice(0, LANDING_PAGE_SIZE));
      await page.goto(`${landing.path}?page=2`);
      expect(await listedOn(page), landing.path).toEqual(
        inCategory.slice(LANDING_PAGE_SIZE, 2 * LANDING_PAGE_SIZE),
      );
    }
    await context.close();
  });

  it("intent pages list their tag's questions, and the family-safe ones never a Spicy question", async () => {
    const rows = prepareCatalogue(catalogue);
    const spicy = new Set(rows.filter((q) => q.category === "Spicy").map((q) => `/question/${q.slug}`));
    const tagged = (tag: string) =>
      new Set(rows.filter((q) => q.storedTags.includes(` ${tag} `)).map((q) => `/question/${q.slug}`));
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const landing of TAG_PAGES) {
      if (landing.source.kind !== "tag") continue;
      await page.goto(landing.path);
      const listed = await listedOn(page);
      expect(listed.length, landing.path).toBe(LANDING_PAGE_SIZE);
      const withTag = tagged(landing.source.tag);
      expect(
        listed.filter((href) => !withTag.has(href)),
        landing.path,
      ).toEqual([]);
      expect(
        listed.filter((href) => spicy.has(href)),
        landing.path,
      ).toEqual([]);
    }
    await context.close();
  });

  it("page 2 says Page 2, is canonical to itself, numbers on from 51 and links back to page 1", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const landing of [LANDING_PAGES[0], ...TAG_PAGES]) {
      if (!landing) continue;
      for (const prefix of ["", "/zh"]) {
        const path = `${prefix}${landing.path}`;
        const res = await page.goto(`${path}?page=2`);
        expect(res?.status(), path).toBe(200);
        const head = await readHead(page);
        const marker = prefix ? "第2页" : "Page 2";
        expect(head.title, path).toContain(marker);
        expect(head.description, path).toContain(marker);
        expect(head.canonical).toBe(`${baseURL()}${path}?page=2`);
        expect(ofType(head, "FAQPage")).toEqual([]);
        expect(await page.locator("section[aria-labelledby='picks-heading'] ol").getAttribute("start")).toBe(
          String(LANDING_PAGE_SIZE + 1),
        );
        const links = await page
          .locator("main nav a[href]")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        expect(links, path).toContain(path);
        // The seasonal list may be only two pages long; every other one has more.
        if (landing.path !== SEASONAL_PATH) expect(links, path).toContain(`${path}?page=3`);
        // Page 1 keeps its own title and description: each page's are its own.
        await page.goto(path);
        const one = await readHead(page);
        expect(one.title).not.toBe(head.title);
        expect(one.description).not.toBe(head.description);
      }
    }
    await context.close();
  });

  it("answer a malformed or past-the-end page with the site's 404, and ?page=1 with the page itself", async () => {
    const path = "/would-you-rather-questions-for-teens";
    for (const query of ["?page=abc", "?page=0", "?page=-1", "?page=1.5", "?page=9999", "?page=%00"]) {
      const res = await fetch(`${baseURL()}${path}${query}`, { redirect: "manual" });
      expect(res.status, query).toBe(404);
      expect(await res.text()).toContain("Page not found");
    }
    const first = await fetch(`${baseURL()}/zh${path}?page=1`, { redirect: "manual" });
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe(`/zh${path}`);
  });

  it("new pages have their own title, description, canonical and hreflang in both languages", async () => {
    const titles = new Set<string>();
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const landing of TAG_PAGES) {
      for (const prefix of ["", "/zh"]) {
        const path = `${prefix}${landing.path}`;
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        const head = await readHead(page);
        expect(titles.has(head.title), head.title).toBe(false);
        titles.add(head.title);
        expect(head.canonical).toBe(`${baseURL()}${path}`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((ls) => ls.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
        expect(alternates.sort()).toEqual(
          [
            `en ${baseURL()}${landing.path}`,
            `zh-Hans ${baseURL()}/zh${landing.path}`,
            `x-default ${baseURL()}${landing.path}`,
          ].sort(),
        );
      }
    }
    await context.close();
  });

  it("the category pages' later pages say Page N too", async () => {
    const [two, zhTwo] = await headsOf(browser, ["/category/Hard?page=2", "/zh/category/Hard?page=2"]);
    expect(two?.title).toContain("Page 2");
    expect(two?.description).toContain("Page 2");
    expect(zhTwo?.title).toContain("第2页");
    expect(zhTwo?.description).toContain("第2页");
  });

  it("the classroom page links its printable sheet, and the couples page the Spicy page with its age note", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const prefix of ["", "/zh"]) {
      await page.goto(`${prefix}/would-you-rather-questions-for-the-classroom`);
      expect(
        await page
          .locator(`main a[href="${prefix}/would-you-rather-questions-for-the-classroom/print"]`)
          .count(),
      ).toBeGreaterThan(0);
      await page.goto(`${prefix}/would-you-rather-questions-for-couples`);
      const note = page.locator("main aside", {
        has: page.locator(`a[href="${prefix}/spicy-would-you-rather-questions"]`),
      });
      expect(await note.innerText()).toContain("18+");
    }
    await context.close();
  });
});

describe("social previews", () => {
  it("question page: its own 1200x630 picture, described with the question and both options", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto(`/question/${BREAKOUT_QUESTION.slug}`);
    const { tags } = await readHead(page);
    expect(tags["og:image"]).toMatch(
      new RegExp(`^${baseURL()}/question/${BREAKOUT_QUESTION.slug}/og\\.png\\?v=[0-9a-z]+$`),
    );
    expect([tags["og:image:width"], tags["og:image:height"]]).toEqual(["1200", "630"]);
    for (const part of Object.values(BREAKOUT_QUESTION).slice(1))
      expect(tags["og:image:alt"]).toContain(part);
    expect(tags["twitter:card"]).toBe("summary_large_image");
    expect(tags["twitter:image"]).toBe(tags["og:image"]);
    expect(tags["twitter:image:alt"]).toBe(tags["og:image:alt"]);
    await context.close();
  });

  it("home, category and landing pages use their page previews; others keep a summary card", async () => {
    const expected: [string, string][] = [
      ["/", "/og/home.png"],
      ["/category/Kids", "/og/category/Kids.png"],
      ["/would-you-rather-for-kids", "/og/would-you-rather-for-kids.png"],
    ];
    for (const [path, image] of expected) {
      const { tags } = await headOf(browser, path);
      expect(tags["og:image"], path).toBe(`${baseURL()}${image}`);
      expect(tags["og:image:alt"], path).toBeTruthy();
      expect(tags["twitter:card"], path).toBe("summary_large_image");
    }
    const about = await headOf(browser, "/about");
    expect(about.tags["twitter:card"]).toBe("summary");
    expect(about.tags["og:image"]).toBeUndefined();
  });
});
