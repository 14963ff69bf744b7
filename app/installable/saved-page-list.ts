// The pages this device keeps for reading offline, read from the service worker's cache by the
// offline page itself (it runs in the same origin's window).
import { CACHES } from "#app/lib/service-worker-rules.ts";

export type SavedPage = { path: string; title: string };

const titleOf = (html: string) => {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return new DOMParser().parseFromString(raw, "text/html").documentElement.textContent ?? "";
};

/** The saved pages in `chinese` or English, newest first, at most `limit` of them. */
export async function savedPages(chinese: boolean, limit = 30): Promise<SavedPage[]> {
  if (!("caches" in window) || !(await caches.has(CACHES.pages))) return [];
  const cache = await caches.open(CACHES.pages);
  const requests = (await cache.keys()).filter((request) => {
    const { pathname } = new URL(request.url);
    return (pathname === "/zh" || pathname.startsWith("/zh/")) === chinese;
  });
  const newest = requests.reverse().slice(0, limit);
  const pages = await Promise.all(
    newest.map(async (request) => {
      const html = (await (await cache.match(request))?.text()) ?? "";
      const url = new URL(request.url);
      return { path: `${url.pathname}${url.search}`, title: titleOf(html) || url.pathname };
    }),
  );
  return pages;
}
