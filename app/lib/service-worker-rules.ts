// Which requests the service worker (app/installable/service-worker.ts) answers, and how
// (docs/installable-app.md). Shared by the worker, the offline page that lists saved pages and the
// unit tests, so the lists cannot drift apart.

/** The pages a visitor may read again offline, by their English path: the copy last opened is kept. */
const SAVED_PAGES: RegExp[] = [
  /^\/$/,
  /^\/would-you-rather-questions$/,
  /^\/category\/[^/]+$/,
  /^\/question\/[^/]+$/,
  /^\/(?:would-you-rather-for-(?:kids|adults)|would-you-rather-movie-questions|spicy-would-you-rather-questions)$/,
  /^\/would-you-rather-questions-for-(?:couples|teens|work|the-classroom)$/,
  /^\/(?:this-or-that|seasonal-would-you-rather)-questions$/,
];

/**
 * Never answered by the worker, whatever happens to the network: the API, accounts, moderation,
 * rooms (live and private to their players), embeds (framed by other sites, they register nothing),
 * private status links and the development mailbox. The browser sends them as if it had no worker.
 */
const NEVER: RegExp[] = [
  /^\/api(?:\/|$)/,
  /^\/(?:sign-in|sign-out|reset-password|settings|activity|health)$/,
  /^\/auth\//,
  /^\/moderate(?:\/|$)/,
  /^\/r(?:\/|$)/,
  /^\/rooms\//,
  /^\/embed\//,
  /^\/submission\//,
  /^\/dev\/mailbox$/,
];

/** The offline page, kept with the build's files; one per language. */
export const OFFLINE_PATH = "/offline";

export const CACHES = { pages: "wyr-saved-pages", data: "wyr-saved-data", meta: "wyr-worker-state" };

/**
 * - `saved-page` / `saved-data`: network first, the last good copy when the network fails;
 * - `page` / `data`: network only, the offline page when it fails;
 * - `route-map`: React Router's route discovery, network first like saved data;
 * - `none`: not the worker's business.
 */
export type RequestRule = "saved-page" | "saved-data" | "page" | "data" | "route-map" | "none";

/** A path without its language: "/zh/about" is "/about", "/zh" and "/zh/" are "/". */
export function withoutLanguage(pathname: string): string {
  if (pathname === "/zh" || pathname === "/zh/") return "/";
  return pathname.startsWith("/zh/") ? pathname.slice("/zh".length) : pathname;
}

/**
 * The page a `.data` request loads for: React Router asks `/_root.data` for "/", `/zh.data` for "/zh/"
 * and `<path>.data` for any other path.
 */
export function pageOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page === "/zh" ? "/zh/" : page;
}

export const isSavedPage = (pathname: string) =>
  SAVED_PAGES.some((pattern) => pattern.test(withoutLanguage(pathname)));

const isNever = (pathname: string) => NEVER.some((pattern) => pattern.test(withoutLanguage(pathname)));

export function requestRule(
  request: { method: string; mode: string; url: string },
  origin: string,
): RequestRule {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== origin) return "none";
  if (url.pathname === "/__manifest") return "route-map";
  const dataPage = pageOfData(url.pathname);
  const page = dataPage ?? (request.mode === "navigate" ? url.pathname : undefined);
  if (page === undefined || isNever(page)) return "none";
  if (dataPage !== undefined) return isSavedPage(page) ? "saved-data" : "data";
  return isSavedPage(page) ? "saved-page" : "page";
}

/** The address a `.data` request's page has in the address bar, for a full load of it instead. */
export function documentOfData(url: URL): string {
  const page = new URL(url);
  page.pathname = pageOfData(url.pathname) ?? url.pathname;
  page.searchParams.delete("_routes");
  return `${page.pathname}${page.search}`;
}
