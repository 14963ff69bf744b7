import type { RouterContextProvider } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { FIXED_PAGES, type PageChange, pageChanges } from "#app/lib/site-pages.ts";
import {
  indexFiles,
  LANGUAGE_COUNT,
  needsIndex,
  parseSitemapPart,
  questionPartCount,
  questionPartRange,
  SITEMAP_DIR,
  type SitemapUrl,
  sitemapIndexXml,
  urlsetXml,
} from "#app/lib/sitemap-xml.ts";
import { baseLocale, HTML_LANG, type Locale, localePath, locales } from "#domain/locale.ts";
import {
  allSitemapEntries,
  categoryChanges,
  lastRowid,
  type QuestionChange,
  questionPart,
  sitemapSize,
} from "#worker/services/sitemap.ts";

type Context = Readonly<RouterContextProvider>;

const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });

const notFound = () =>
  new Response("There is no such sitemap.", { status: 404, headers: { "Content-Type": "text/plain" } });

/** A page in every language, each entry naming all of them (and English as the default). */
function inEveryLanguage(origin: string, path: string, lastmod: Date): SitemapUrl[] {
  const href = (locale: Locale) => `${origin}${localePath(path, locale)}`;
  const alternates = [
    ...locales.map((locale) => ({ hreflang: HTML_LANG[locale], href: href(locale) })),
    { hreflang: "x-default", href: href(baseLocale) },
  ];
  return locales.map((locale) => ({ loc: href(locale), lastmod, alternates }));
}

function urls(origin: string, pages: PageChange[], questions: QuestionChange[]): SitemapUrl[] {
  return [
    ...pages.flatMap((p) => inEveryLanguage(origin, p.path, p.lastmod)),
    ...questions.flatMap((q) => inEveryLanguage(origin, `/question/${q.slug}`, q.lastmod)),
  ];
}

/** /sitemap.xml: every URL while they fit in one file, else an index of pages.xml and the question parts. */
export async function rootSitemap(request: Request, context: Context): Promise<Response> {
  const { app } = requestContext(context);
  const origin = siteOriginFor(request, context);
  const size = await sitemapSize(app);
  const urlCount = (FIXED_PAGES.length + size.categoryCount + size.questionCount) * LANGUAGE_COUNT;
  if (needsIndex(urlCount)) {
    const files = indexFiles(await lastRowid(app));
    return xmlResponse(sitemapIndexXml(files.map((file) => `${origin}${SITEMAP_DIR}/${file}`)));
  }
  const { categories, questions } = await allSitemapEntries(app);
  return xmlResponse(urlsetXml(urls(origin, pageChanges(categories), questions)));
}

/** /sitemaps/{pages.xml | questions-N.xml}: a part of the index; anything else is a 404. */
export async function sitemapPart(request: Request, name: string | undefined, context: Context) {
  const part = parseSitemapPart(name);
  if (!part) return notFound();
  const { app } = requestContext(context);
  const origin = siteOriginFor(request, context);
  if (part.kind === "pages")
    return xmlResponse(urlsetXml(urls(origin, pageChanges(await categoryChanges(app)), [])));
  const read = await questionPart(app, questionPartRange(part.part));
  if (part.part > questionPartCount(read.lastRowid)) return notFound();
  return xmlResponse(urlsetXml(urls(origin, [], read.questions)));
}
