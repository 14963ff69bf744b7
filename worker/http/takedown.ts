import { embedPath, OEMBED_PATH } from "#domain/embed-paths.ts";
import { CLASSROOM_PRINT_PATH } from "#domain/landing/parts.ts";
import { LANDING_PAGES } from "#domain/landing-copy.ts";
import { baseLocale, localePath, locales } from "#domain/locale.ts";
import type { Config } from "#worker/config.ts";
import { currentBuild } from "./current-build";
import { edgeCache, sharedCacheKey } from "./edge-cache";

// A question taken down (hidden, removed, or changed by a moderator) must leave every cached copy
// that shows it: its own page and API reads, its pictures, and the lists that may hold it. This
// location's copies are deleted at once; every other location's through Cloudflare's purge API when
// the site is configured with a zone and a token. Copies under query strings not listed here (a
// list's page 2, a search) are not reached by name and expire on their own (docs/request-path.md).

export type CachedQuestion = { id: string; slug: string; category: string };

/** Every landing and intent page's first page, and the day's printable classroom sheet. */
const LIST_PAGES = [...LANDING_PAGES.map((page) => page.path), CLASSROOM_PRINT_PATH];

/** React Router's data request for a page: what a client navigation to it fetches ("/zh/" asks "/zh.data"). */
const dataOf = (path: string) => (path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`);

/** The API's answer in each language: Chinese is stored under `lang=zh` (worker/index.ts). */
function inEveryLanguage(apiPath: string): string[] {
  return locales.map((locale) => {
    if (locale === baseLocale) return apiPath;
    return `${apiPath}${apiPath.includes("?") ? "&" : "?"}lang=${locale}`;
  });
}

/**
 * The question's own addresses, then every list's first page that may show it, in every language,
 * with its embed and its oEmbed answer (stored under a path of its own, worker/embeds/oembed.ts).
 */
export function takedownPaths(question: CachedQuestion): string[] {
  const slug = encodeURIComponent(question.slug);
  const category = encodeURIComponent(question.category);
  const pages = [
    `/question/${slug}`,
    "/",
    "/would-you-rather-questions",
    `/category/${category}`,
    ...LIST_PAGES,
  ];
  const api = [
    `/api/questions/${encodeURIComponent(question.id)}`,
    `/api/questions/slug/${slug}`,
    "/api/questions",
    `/api/questions?category=${category}`,
    "/api/questions/top/5",
    "/api/questions/featured/today",
    "/api/categories",
  ];
  return [
    ...locales
      .flatMap((locale) => pages.map((path) => localePath(path, locale)))
      .flatMap((path) => [path, dataOf(path)]),
    `/question/${slug}/card.png`,
    `/question/${slug}/og.png`,
    ...locales.flatMap((locale) => [embedPath(question.slug, locale), `${OEMBED_PATH}/${locale}/${slug}`]),
    ...api.flatMap(inEveryLanguage),
    "/sitemap.xml",
  ];
}

const PURGE_API = "https://api.cloudflare.com/client/v4/zones";
/** Cloudflare takes at most this many URLs in one purge request on every plan. */
const URLS_PER_PURGE = 30;

/**
 * Deletes this location's copies and asks Cloudflare to purge every location's. Never throws: the
 * takedown itself has happened in D1, and a copy that escapes expires within the stale window.
 */
export async function forgetCachedCopies(config: Config, question: CachedQuestion): Promise<void> {
  const origin = config.siteUrl;
  // Without SITE_URL (local development) the host the copies were stored under is not known.
  if (!origin) return;
  const build = await currentBuild();
  const urls = takedownPaths(question).map((path) => new URL(path, origin).href);
  const keys = urls.map((url) => sharedCacheKey(new Request(url), build).url);
  const local = Promise.all(keys.map((key) => edgeCache().delete(key))).catch((error) =>
    console.error("could not delete cached copies", error),
  );
  await Promise.all([
    local,
    config.cachePurge ? purgeEverywhere(config.cachePurge, [...keys, ...urls]) : undefined,
  ]);
}

async function purgeEverywhere(purge: { zoneId: string; token: string }, urls: string[]) {
  const unique = [...new Set(urls)];
  const batches = Array.from({ length: Math.ceil(unique.length / URLS_PER_PURGE) }, (_, i) =>
    unique.slice(i * URLS_PER_PURGE, (i + 1) * URLS_PER_PURGE),
  );
  await Promise.all(
    batches.map(async (files) => {
      try {
        const response = await fetch(`${PURGE_API}/${encodeURIComponent(purge.zoneId)}/purge_cache`, {
          method: "POST",
          headers: { authorization: `Bearer ${purge.token}`, "content-type": "application/json" },
          body: JSON.stringify({ files }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) console.error("cache purge refused", response.status, await response.text());
        else await response.body?.cancel();
      } catch (error) {
        console.error("cache purge failed", error);
      }
    }),
  );
}
