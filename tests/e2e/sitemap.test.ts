import { describe, expect, it } from "vitest";
import { PRODUCT_PATH } from "#app/lib/categories.ts";
import { LANDING_PAGES } from "#domain/landing-copy.ts";
import { baseURL, sharedBrowser } from "./browser";
import { readSitemap } from "./seo-pages";
import { BREAKOUT_QUESTION } from "./test-data";

const browser = sharedBrowser();

/** Every URL's status, a few at a time: the server shares two cores with the browser. */
async function failingUrls(urls: string[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`${res.status} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return failures;
}

const publishedCount = async () => {
  const res = await fetch(`${baseURL()}/api/categories`);
  const { data } = (await res.json()) as { data: { name: string; questionCount: number }[] };
  return { names: data.map((c) => c.name), total: data.reduce((sum, c) => sum + c.questionCount, 0) };
};

/** Every published question's slug, from the public API's list, page by page. */
async function publishedSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const res = await fetch(`${baseURL()}/api/questions?limit=100&page=${page}`);
    const body = (await res.json()) as { data: { slug: string }[]; pagination: { totalPages: number } };
    slugs.push(...body.data.map((q) => q.slug));
    pages = body.pagination.totalPages;
  }
  return slugs;
}

describe("robots.txt and the sitemap", () => {
  it("robots.txt allows crawling but the API and names the absolute sitemap", async () => {
    const res = await fetch(`${baseURL()}/robots.txt`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });

  it("lists every published question and indexable page with lastmod, and every URL answers 200", async () => {
    const { root, entries } = await readSitemap(browser, "/sitemap.xml");
    expect(root).toBe("urlset");
    const paths = entries.map((e) => e.loc.slice(baseURL().length));
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${baseURL()}/`)).toBe(true);
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const { names } = await publishedCount();
    for (const path of ["/", PRODUCT_PATH, "/about", "/privacy-policy", "/submit-would-you-rather-question"])
      expect(paths).toContain(path);
    for (const landing of LANDING_PAGES) expect(paths).toContain(landing.path);
    for (const name of names) expect(paths).toContain(`/category/${encodeURIComponent(name)}`);
    // Other browser tests publish and hide questions meanwhile, and the sitemap (edge cache) and the
    // category counts (isolate memory) may each trail by up to a minute: they must come to agree.
    const questionUrls = async () =>
      (await readSitemap(browser, "/sitemap.xml")).entries.filter((e) => e.loc.includes("/question/"))
        .length / 2;
    await expect
      .poll(async () => (await questionUrls()) - (await publishedCount()).total, {
        timeout: 90_000,
        interval: 5_000,
      })
      .toBe(0);
    expect(paths).toContain(`/question/${BREAKOUT_QUESTION.slug}`);
    for (const hidden of ["/design-demo", "/questions"]) expect(paths).not.toContain(hidden);
    // Every page in both languages, each its own entry.
    const english = paths.filter((path) => !path.startsWith("/zh/"));
    expect(paths.filter((path) => path.startsWith("/zh/")).sort()).toEqual(
      english.map((path) => (path === "/" ? "/zh/" : `/zh${path}`)).sort(),
    );
    expect(new Set(paths).size).toBe(paths.length);
    // Every question URL names a published question (the API's list of them, all of it); every
    // other URL answers 200, and so does one question page in ten in each language: they are one
    // route module, and rendering all of them would take minutes.
    const urls = (await readSitemap(browser, "/sitemap.xml")).entries.map((e) => e.loc);
    const questionPages = (prefix: string) =>
      urls.filter((loc) => loc.startsWith(`${baseURL()}${prefix}/question/`));
    const slugs = questionPages("").map((loc) => loc.slice(`${baseURL()}/question/`.length));
    expect(new Set(slugs)).toEqual(new Set(await publishedSlugs()));
    const checked = [
      ...urls.filter((loc) => !loc.includes("/question/")),
      ...questionPages("").filter((_, i) => i % 10 === 0),
      ...questionPages("/zh").filter((_, i) => i % 10 === 5),
    ];
    expect(await failingUrls(checked)).toEqual([]);
  }, 150_000);

  it("serves the same URLs as parts, and answers 404 to a part that does not exist", async () => {
    const whole = (await readSitemap(browser, "/sitemap.xml")).entries.map((e) => e.loc).sort();
    const pages = await readSitemap(browser, "/sitemaps/pages.xml");
    const questions = await readSitemap(browser, "/sitemaps/questions-1.xml");
    expect([...pages.entries, ...questions.entries].map((e) => e.loc).sort()).toEqual(whole);
    for (const bad of [
      "questions-2.xml",
      "questions-0.xml",
      "questions-01.xml",
      "questions-x.xml",
      "nope.xml",
    ]) {
      expect((await fetch(`${baseURL()}/sitemaps/${bad}`)).status, bad).toBe(404);
    }
  });
});
