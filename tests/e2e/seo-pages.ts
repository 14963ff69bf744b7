// Reading what crawlers and link previews see: a page's head and the sitemap files.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL, type sharedBrowser } from "./browser";

type Browser = ReturnType<typeof sharedBrowser>;

export type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  tags: Record<string, string>;
  ld: Record<string, any>[];
};

/** What crawlers and link previews read from the page's head. */
export function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const tags: Record<string, string> = {};
    for (const meta of document.querySelectorAll("meta[property], meta[name]")) {
      tags[meta.getAttribute("property") ?? meta.getAttribute("name") ?? ""] =
        meta.getAttribute("content") ?? "";
    }
    return {
      title: document.title,
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      robots: attr('meta[name="robots"]', "content"),
      tags,
      ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ""),
      ),
    };
  });
}

/** The heads of several pages, read in one browser tab without JavaScript (the server renders them whole). */
export async function headsOf(browser: Browser, paths: string[]): Promise<Head[]> {
  const { page, context } = await browser.page({ javaScriptEnabled: false });
  const heads: Head[] = [];
  for (const path of paths) {
    await page.goto(path);
    heads.push(await readHead(page));
  }
  await context.close();
  return heads;
}

export const headOf = async (browser: Browser, path: string) => (await headsOf(browser, [path]))[0] as Head;

export const ofType = (head: Head, type: string) => head.ld.filter((d) => d["@type"] === type);

export type SitemapEntry = { loc: string; lastmod: string | null };

/** Parsed by Chromium's XML parser, so a malformed file fails here as it would for a crawler. */
export async function readSitemap(
  browser: Browser,
  path: string,
): Promise<{ root: string; entries: SitemapEntry[] }> {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await res.text();
  const { page, context } = await browser.page();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    const entries = [...doc.documentElement.children].map((el) => ({
      loc: el.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: el.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    }));
    return { root: doc.documentElement.localName, entries };
  }, xml);
  await context.close();
  expect(parsed, `${path} is well-formed XML`).not.toBeNull();
  return parsed as { root: string; entries: SitemapEntry[] };
}
