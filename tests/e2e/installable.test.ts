import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/tools";
import { baseURL, screenshot, sharedBrowser } from "./browser";

// The site as an app: each language's manifest, its icons, the service worker and what Chromium
// says about installing it. The offline behaviour is tests/e2e/offline.test.ts.

const browser = sharedBrowser();

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
};

/** Width and height from a PNG's header chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

async function manifestOf(path: string): Promise<Manifest> {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
  return (await response.json()) as Manifest;
}

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

describe("the installable app", () => {
  it("has a manifest per language with every field an install needs, and icons of the sizes it says", async () => {
    const [en, zh] = await Promise.all([
      manifestOf("/manifest.webmanifest"),
      manifestOf("/zh/manifest.webmanifest"),
    ]);
    expect(en).toMatchObject({
      id: "/",
      name: "Would You Rather",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    expect(zh).toMatchObject({
      id: "/zh/",
      name: "你会选哪个",
      start_url: "/zh/",
      scope: "/",
      display: "standalone",
    });
    for (const manifest of [en, zh]) {
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.description.length).toBeGreaterThan(20);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        "192x192 any",
        "512x512 any",
        "512x512 maskable",
      ]);
      for (const icon of manifest.icons) {
        const response = await fetch(`${baseURL()}${icon.src}`);
        expect(response.headers.get("Content-Type")).toBe("image/png");
        expect(pngSize(Buffer.from(await response.arrayBuffer()))).toBe(icon.sizes);
      }
    }
    expect(en.shortcuts.map((s) => s.url)).toEqual(["/play", "/submit-would-you-rather-question"]);
    expect(zh.shortcuts.map((s) => s.url)).toEqual(["/zh/play", "/zh/submit-would-you-rather-question"]);
    expect(zh.shortcuts.map((s) => s.name)).toEqual(["开始玩", "投稿问题"]);
  });

  it("is linked from every page in its language, with theme colours for light and dark", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    for (const [path, manifest] of [
      ["/", "/manifest.webmanifest"],
      ["/would-you-rather-questions", "/manifest.webmanifest"],
      ["/zh/", "/zh/manifest.webmanifest"],
      ["/zh/about", "/zh/manifest.webmanifest"],
    ]) {
      await page.goto(path as string);
      expect(await page.getAttribute('link[rel="manifest"]', "href")).toBe(manifest);
      const themes = await page.$$eval('meta[name="theme-color"]', (metas) =>
        metas.map((meta) => `${meta.getAttribute("media")} ${meta.getAttribute("content")}`),
      );
      expect(themes).toEqual([
        "(prefers-color-scheme: light) #4338ca",
        "(prefers-color-scheme: dark) #020617",
      ]);
    }
    await context.close();
  });

  it("registers its service worker after the page has loaded, and the worker controls the site", async () => {
    const { page, context } = await browser.page({ serviceWorkers: "allow" });
    await page.goto("/");
    // Nothing of the worker is in the page itself: its code arrives after the load event.
    expect(await page.content()).not.toContain("sw.js");
    await controlled(page);
    const timing = await page.evaluate(() => {
      const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .loadEventStart;
      const starts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { load, starts };
    });
    expect(timing.starts).toHaveLength(1);
    expect(timing.starts[0]).toBeGreaterThanOrEqual(timing.load);
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        script: registration.active?.scriptURL,
        scope: registration.scope,
        caches: await caches.keys(),
      };
    });
    expect(new URL(worker.script ?? "").pathname).toBe("/assets/sw.js");
    expect(worker.scope).toBe(`${baseURL()}/`);
    expect(worker.caches.some((name) => name.includes("precache"))).toBe(true);
    const script = await fetch(`${baseURL()}/assets/sw.js`);
    expect(script.headers.get("Service-Worker-Allowed")).toBe("/");
    expect(script.headers.get("Cache-Control")).toBe("no-cache");
    await context.close();
  });

  it("passes Chromium's installability checks", async () => {
    // Installing needs a profile of its own: Chromium refuses it in the tests' throwaway contexts.
    const profile = mkdtempSync(join(tmpdir(), "installable-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: baseURL(),
      viewport: { width: 360, height: 800 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/");
      await controlled(page);
      const devtools = await context.newCDPSession(page);
      const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const { errors } = await devtools.send("Page.getAppManifest");
      expect(errors).toEqual([]);
      await screenshot(page, "installable-home-360");
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
