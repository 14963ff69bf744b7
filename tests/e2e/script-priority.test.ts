import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

// A page's scripts only hydrate what the server already rendered, so they are asked for at low
// priority and the stylesheet, which the first paint waits for, goes first
// (worker/http/script-priority.ts).

const browser = sharedBrowser();

const tags = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((m) => ({ tag: m[0], at: m.index }));

async function headOf(path: string, cookie?: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return {
    xCache: res.headers.get("x-cache"),
    stylesheets: tags(html, /<link rel="stylesheet"[^>]*>/g),
    preloads: tags(html, /<link rel="modulepreload"[^>]*>/g),
  };
}

describe("script priority", () => {
  it("marks every module preload low, on rendered pages and on shared copies alike", async () => {
    const seen = new Set<string>();
    for (const [path, cookie] of [
      ["/category/Deep", undefined],
      ["/category/Deep", undefined], // the edge cache's copy
      ["/category/Deep", "wyr_voter=anything"], // a render of the visitor's own
      ["/would-you-rather-for-kids", undefined],
    ] as const) {
      const head = await headOf(path, cookie);
      seen.add(head.xCache ?? "none");
      expect(head.preloads.length, path).toBeGreaterThan(3);
      for (const { tag } of head.preloads) expect(tag).toContain('fetchpriority="low"');
      // The stylesheet is asked for first.
      expect(head.stylesheets).toHaveLength(1);
      expect(head.stylesheets[0]?.at).toBeLessThan(head.preloads[0]?.at ?? 0);
    }
    expect(seen.has("HIT") || seen.has("STALE"), [...seen].join()).toBe(true);
  });

  it("loads the stylesheet first and the scripts at low priority, and the page still hydrates", async () => {
    const { page, context } = await browser.page();
    const devtools = await context.newCDPSession(page);
    const priorities = new Map<string, string>();
    // What is asked for after the load event (the installable app's start, app/installable/)
    // competes with no first paint: the page's own scripts are the ones asked for before it.
    let loadedAt = Number.POSITIVE_INFINITY;
    devtools.on("Page.loadEventFired", ({ timestamp }) => {
      loadedAt = Math.min(loadedAt, timestamp);
    });
    devtools.on("Network.requestWillBeSent", ({ request, type, timestamp }) => {
      if ((type === "Script" || type === "Stylesheet") && timestamp < loadedAt)
        priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    await Promise.all([devtools.send("Page.enable"), devtools.send("Network.enable")]);
    await page.goto("/category/Funny");
    await hydrated(page);
    const scripts = [...priorities].filter(([path]) => path.endsWith(".js"));
    const stylesheets = [...priorities].filter(([path]) => path.endsWith(".css"));
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter(([, priority]) => priority !== "Low")).toEqual([]);
    expect(stylesheets.map(([, priority]) => priority)).toEqual(["VeryHigh"]);
    // Hydrated: the next page comes by client-side navigation, in the same document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await context.close();
  });
});
