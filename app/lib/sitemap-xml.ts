// The sitemap protocol (sitemaps.org): a urlset of at most 50,000 URLs per file, and past that a
// sitemap index pointing to files that each stay within the limit.
import { locales } from "#domain/locale.ts";
import { z } from "#domain/zod.ts";

export const SITEMAP_MAX_URLS = 50_000;
/** Every page is listed once per language, so a file holds the questions of a share of its URLs. */
export const LANGUAGE_COUNT = locales.length;
export const QUESTIONS_PER_PART = Math.floor(SITEMAP_MAX_URLS / LANGUAGE_COUNT);
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside an XML element or attribute, as the protocol requires of every value. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** W3C datetime, day precision: pages change a few times a day at most. */
export const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

/** A language version of a URL: `hreflang` is a language tag or `x-default`. */
export type Alternate = { hreflang: string; href: string };
export type SitemapUrl = { loc: string; lastmod: Date; alternates?: Alternate[] };

/** Each URL names every language version of itself, itself included, as search engines ask. */
const alternateXml = (a: Alternate) =>
  `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`;

export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (u) =>
      `<url><loc>${xmlEscape(u.loc)}</loc><lastmod>${w3cDate(u.lastmod)}</lastmod>${(u.alternates ?? []).map(alternateXml).join("")}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/**
 * Questions are split into parts by rowid range, not by OFFSET: part n holds the published rows
 * with rowid in ((n-1)*size, n*size], so reading any part is one range scan of the table's own
 * b-tree however far in it is. Gaps (unpublished rows) leave a part below `size`, never above it.
 */
export function questionPartRange(part: number, size = QUESTIONS_PER_PART) {
  return { afterRowid: (part - 1) * size, upToRowid: part * size };
}

export function questionPartCount(lastRowid: number, size = QUESTIONS_PER_PART): number {
  return Math.ceil(lastRowid / size);
}

/** /sitemap.xml lists every URL while they fit in one file, and becomes an index past that. */
export const needsIndex = (urlCount: number, size = SITEMAP_MAX_URLS) => urlCount > size;

/** The index's files: the fixed and category pages, then each question part. */
export function indexFiles(lastRowid: number, size = QUESTIONS_PER_PART): string[] {
  const parts = Array.from(
    { length: questionPartCount(lastRowid, size) },
    (_, i) => `questions-${i + 1}.xml`,
  );
  return ["pages.xml", ...parts];
}

export const SITEMAP_DIR = "/sitemaps";

/** A child sitemap's file name: `pages.xml` or `questions-N.xml` (N from 1, no leading zeros). */
const partName = z.union([
  z.literal("pages.xml").transform(() => ({ kind: "pages" as const })),
  z
    .string()
    .regex(/^questions-[1-9]\d{0,5}\.xml$/)
    .transform((name) => ({ kind: "questions" as const, part: Number(name.slice(10, -4)) })),
]);

export type SitemapPart = z.output<typeof partName>;

export function parseSitemapPart(name: string | undefined): SitemapPart | undefined {
  const parsed = partName.safeParse(name);
  return parsed.success ? parsed.data : undefined;
}
