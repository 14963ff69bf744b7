/// <reference lib="webworker" />
// The service worker, built from the client build by scripts/service-worker-build.ts into
// /assets/sw.js (docs/installable-app.md). The build's files and the offline pages are precached;
// pages a visitor opened are network first with their last copy as the fallback; everything the
// rules (app/lib/service-worker-rules.ts) call `none` (the API, accounts, rooms, embeds, every write)
// is never touched.
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistPlugin,
} from "serwist";
import {
  CACHES,
  documentOfData,
  OFFLINE_PATH,
  type RequestRule,
  requestRule,
  withoutLanguage,
} from "#app/lib/service-worker-rules.ts";
import { forgetSavedPages, refreshSavedPages, saveFirstPage } from "./saved-pages";
import { type PageMessage, SAVED_COPY_META, type WorkerMessage } from "./worker-messages";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const precacheEntries = self.__SW_MANIFEST ?? [];
const serwist = new Serwist({
  precacheEntries,
  // The offline page's `from` names the page it stands in for; its copy is the same for every one.
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6, ignoreURLParametersMatching: [/^from$/] },
  // A new build takes over at once: its pages ask for its own files, which it has just precached.
  skipWaiting: true,
  clientsClaim: true,
});

const tell = async (clientId: string, message: WorkerMessage) =>
  (await self.clients.get(clientId))?.postMessage(message);

/** A saved page says so in its head, so the page can show the offline note from its first render. */
async function markedCopy(response: Response): Promise<Response> {
  const html = (await response.text()).replace("<head>", `<head><meta name="${SAVED_COPY_META}">`);
  return new Response(html, { status: response.status, headers: response.headers });
}

/**
 * A page never opened, with no network: off to the offline page at its own address (it hydrates as
 * itself there), which offers to try the page again.
 */
function offlinePage(request: Request): Response {
  const { pathname, search, origin } = new URL(request.url);
  const offline = withoutLanguage(pathname) === pathname ? OFFLINE_PATH : `/zh${OFFLINE_PATH}`;
  const from = encodeURIComponent(`${pathname}${search}`);
  return Response.redirect(`${origin}${offline}?from=${from}`, 302);
}

/** No saved data: React Router loads the address as a whole page instead, which the worker answers. */
const loadAsDocument = (request: Request) =>
  new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": documentOfData(new URL(request.url)), "X-Remix-Reload-Document": "true" },
  });

/**
 * No saved route map: React Router reads this answer as a new build, and loads the page it was
 * going to as a whole document (which the worker answers) instead of showing it as not found.
 */
const noRouteMap = () => new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });

const onlyWhole: SerwistPlugin = new CacheableResponsePlugin({ statuses: [200] });
const keep = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * 24 * 60 * 60 });
/** Data and route maps share a cache, so one plugin keeps its count. */
const keepData = keep(150);

const savedPages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: 8,
  plugins: [
    onlyWhole,
    keep(60),
    { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markedCopy(cachedResponse) },
    { handlerDidError: async ({ request }) => offlinePage(request) },
  ],
});

/** A page whose data came from the network again is no longer a saved copy. */
const freshData: SerwistPlugin = {
  fetchDidSucceed: async ({ event, response }) => {
    const { clientId } = event as FetchEvent;
    if (clientId) await tell(clientId, { type: "saved-copy", saved: false });
    return response;
  },
};
const noData: SerwistPlugin = { handlerDidError: async ({ request }) => loadAsDocument(request) };

const savedData = new NetworkFirst({
  cacheName: CACHES.data,
  networkTimeoutSeconds: 8,
  plugins: [
    onlyWhole,
    keepData,
    freshData,
    {
      cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
        const { clientId } = event as FetchEvent;
        if (cachedResponse && clientId) await tell(clientId, { type: "saved-copy", saved: true });
        return cachedResponse;
      },
    },
    noData,
  ],
});

const HANDLERS: Partial<Record<RequestRule, NetworkFirst | NetworkOnly>> = {
  "saved-page": savedPages,
  "saved-data": savedData,
  "route-map": new NetworkFirst({
    cacheName: CACHES.data,
    plugins: [onlyWhole, keepData, { handlerDidError: async () => noRouteMap() }],
  }),
  page: new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => offlinePage(request) }] }),
  data: new NetworkOnly({ plugins: [freshData, noData] }),
};

for (const [rule, handler] of Object.entries(HANDLERS)) {
  serwist.registerCapture(({ request }) => requestRule(request, self.location.origin) === rule, handler);
}

/** The build's own route manifest: a saved page naming another one was rendered by an older build. */
const buildMark = precacheEntries
  .map((entry) => (typeof entry === "string" ? entry : entry.url))
  .find((url) => /\/assets\/manifest-[\w-]+\.js$/.test(url));

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type !== "visitor" || typeof message.account !== "string") return;
  const { account, page } = message;
  event.waitUntil(
    forgetSavedPages(account)
      .then(() => (buildMark ? refreshSavedPages(buildMark) : undefined))
      .then(() => (typeof page === "string" ? saveFirstPage(page, self.location.origin) : undefined)),
  );
});

serwist.addEventListeners();
