// Keeping the saved pages true to who is signed in and to the build that shows them.
import { CACHES, requestRule } from "#app/lib/service-worker-rules.ts";

const ACCOUNT_KEY = "/__worker/account";
const BUILD_KEY = "/__worker/build";

async function remembered(key: string): Promise<string | undefined> {
  const response = await (await caches.open(CACHES.meta)).match(key);
  return response?.text();
}

const remember = async (key: string, value: string) =>
  (await caches.open(CACHES.meta)).put(key, new Response(value));

/**
 * A visitor who signs out, or in as someone else, must not find the last account's pages (its name
 * in the header, its votes) on this device: a change of account forgets every saved page.
 */
export async function forgetSavedPages(account: string) {
  const before = await remembered(ACCOUNT_KEY);
  if (before === account) return;
  if (before !== undefined) await Promise.all([caches.delete(CACHES.pages), caches.delete(CACHES.data)]);
  await remember(ACCOUNT_KEY, account);
}

/**
 * A saved page names the scripts of the build that rendered it, and a new build's worker has
 * dropped those. After a new build takes over, each saved page is fetched again (a page that is
 * gone is forgotten) and saved data, shaped by the old build's code, is dropped.
 */
export async function refreshSavedPages(build: string) {
  if ((await remembered(BUILD_KEY)) === build) return;
  await caches.delete(CACHES.data);
  const pages = await caches.open(CACHES.pages);
  let reachedAll = true;
  for (const request of await pages.keys()) {
    const response = await fetch(request.url, { credentials: "same-origin" }).catch(() => undefined);
    if (!response) reachedAll = false;
    // A page that moved is kept under its new address when the visitor opens that.
    else if (response.status === 200 && !response.redirected) await pages.put(request, response);
    else await pages.delete(request);
  }
  // Offline, the pages wait for the next page load that finds the network.
  if (reachedAll) await remember(BUILD_KEY, build);
}

/** The first page of a first visit loaded before the worker was there: it is saved now. */
export async function saveFirstPage(url: string, origin: string) {
  if (requestRule({ method: "GET", mode: "navigate", url }, origin) !== "saved-page") return;
  const pages = await caches.open(CACHES.pages);
  if (await pages.match(url)) return;
  const response = await fetch(url, { credentials: "same-origin" }).catch(() => undefined);
  if (response?.status === 200 && !response.redirected) await pages.put(url, response);
}
