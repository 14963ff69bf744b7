import { describe, expect, it } from "vitest";
import { FIXED_PAGES, pageChanges } from "#app/lib/site-pages.ts";
import {
  indexFiles,
  needsIndex,
  parseSitemapPart,
  questionPartCount,
  questionPartRange,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  urlsetXml,
  xmlEscape,
} from "#app/lib/sitemap-xml.ts";

describe("sitemap XML", () => {
  it("escapes every character XML reserves", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("names each URL's language versions as xhtml:link alternates", () => {
    const alternates = [
      { hreflang: "en", href: "https://wyr.example/about" },
      { hreflang: "zh-Hans", href: "https://wyr.example/zh/about" },
      { hreflang: "x-default", href: "https://wyr.example/about" },
    ];
    const xml = urlsetXml([
      { loc: "https://wyr.example/zh/about", lastmod: new Date("2026-03-01T10:00:00Z"), alternates },
    ]);
    expect(xml).toContain(
      '<url><loc>https://wyr.example/zh/about</loc><lastmod>2026-03-01</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://wyr.example/about"/><xhtml:link rel="alternate" hreflang="zh-Hans" href="https://wyr.example/zh/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://wyr.example/about"/></url>',
    );
  });

  it("writes a urlset with escaped locations and W3C dates", () => {
    const xml = urlsetXml([
      { loc: "https://wyr.example/category/Kids", lastmod: new Date("2026-03-01T10:00:00Z") },
      { loc: "https://wyr.example/?a=1&b=</loc>", lastmod: new Date("2026-03-02T23:59:59Z") },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      "<url><loc>https://wyr.example/category/Kids</loc><lastmod>2026-03-01</lastmod></url>",
    );
    expect(xml).toContain(
      "<loc>https://wyr.example/?a=1&amp;b=&lt;/loc&gt;</loc><lastmod>2026-03-02</lastmod>",
    );
    expect(xml.match(/<url>/g)?.length).toBe(2);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("writes a sitemap index of absolute locations", () => {
    const xml = sitemapIndexXml(["https://wyr.example/sitemaps/pages.xml"]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://wyr.example/sitemaps/pages.xml</loc></sitemap>");
  });
});

describe("splitting the sitemap", () => {
  it("stays one file up to 50,000 URLs and becomes an index past that", () => {
    expect(needsIndex(SITEMAP_MAX_URLS)).toBe(false);
    expect(needsIndex(SITEMAP_MAX_URLS + 1)).toBe(true);
  });

  it("covers every rowid exactly once, each part at most the page size (page size 10)", () => {
    const size = 10;
    for (const lastRowid of [1, 9, 10, 11, 95, 100, 101]) {
      const parts = questionPartCount(lastRowid, size);
      expect(indexFiles(lastRowid, size)).toEqual([
        "pages.xml",
        ...Array.from({ length: parts }, (_, i) => `questions-${i + 1}.xml`),
      ]);
      const covered: number[] = [];
      for (let part = 1; part <= parts; part++) {
        const { afterRowid, upToRowid } = questionPartRange(part, size);
        expect(upToRowid - afterRowid).toBe(size);
        for (let rowid = afterRowid + 1; rowid <= Math.min(upToRowid, lastRowid); rowid++)
          covered.push(rowid);
      }
      expect(covered).toEqual(Array.from({ length: lastRowid }, (_, i) => i + 1));
    }
  });

  it("at full size, 100,504 questions in two languages make five parts of 25,000 questions", () => {
    expect(indexFiles(100_504)).toEqual([
      "pages.xml",
      "questions-1.xml",
      "questions-2.xml",
      "questions-3.xml",
      "questions-4.xml",
      "questions-5.xml",
    ]);
  });

  it("accepts only pages.xml and questions-N.xml with N from 1", () => {
    expect(parseSitemapPart("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapPart("questions-1.xml")).toEqual({ kind: "questions", part: 1 });
    expect(parseSitemapPart("questions-42.xml")).toEqual({ kind: "questions", part: 42 });
    for (const bad of [
      undefined,
      "",
      "questions-0.xml",
      "questions-01.xml",
      "questions--1.xml",
      "questions-1.5.xml",
      "questions-x.xml",
      "questions-1234567.xml",
      "questions-1.xml.gz",
      "../sitemap.xml",
      "PAGES.XML",
    ])
      expect(parseSitemapPart(bad), bad).toBeUndefined();
  });
});

describe("page dates", () => {
  it("date a category by its newest question and the listing pages by the newest of all", () => {
    const newest = new Date("2030-01-02T00:00:00Z");
    const changes = pageChanges([
      { name: "Kids", newestAt: new Date("2029-05-05T00:00:00Z") },
      { name: "Deep", newestAt: newest },
      { name: "Empty", newestAt: null },
    ]);
    const at = (path: string) => changes.find((c) => c.path === path)?.lastmod;
    expect(at("/")).toEqual(newest);
    expect(at("/would-you-rather-questions")).toEqual(newest);
    expect(at("/category/Kids")).toEqual(new Date("2029-05-05T00:00:00Z"));
    expect(at("/would-you-rather-for-kids")).toEqual(new Date("2029-05-05T00:00:00Z"));
    expect(at("/about")).toEqual(new Date(FIXED_PAGES.find((p) => p.path === "/about")?.updated ?? ""));
    expect(at("/category/Empty")).toBeInstanceOf(Date);
    expect(changes.map((c) => c.path)).not.toContain("/design-demo");
    expect(new Set(changes.map((c) => c.path)).size).toBe(changes.length);
  });
});
