import { randomInt } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/tools";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "..", "screenshots");

export const baseURL = () => inject("baseURL");

type PageOptions = {
  javaScriptEnabled?: boolean;
  width?: number;
  colorScheme?: "light" | "dark";
  /** A server of the test file's own instead of the suite's shared one. */
  baseURL?: string;
  /** The visitor's address (Cloudflare's CF-Connecting-IP); a random one of its own by default. */
  address?: string;
  /** The browser's language (navigator.languages and Accept-Language); Chromium's default otherwise. */
  locale?: string;
  /**
   * The site's service worker precaches the whole build in every context that lets it in, which
   * would slow every test: only the tests of the installable app and offline reading opt in.
   */
  serviceWorkers?: "allow" | "block";
};

/**
 * Each context is its own visitor with its own address, as on the real site: Cloudflare sets
 * CF-Connecting-IP, and the sign-in rate limits count per address, so tests must not share one.
 */
const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Chromium reports every script, frame, image or form the page's policy refused on the console. */
const isPolicyViolation = (text: string) => text.includes("Content Security Policy");

/**
 * A refusal the page's own code caught (zod's probe for `new Function` once was one) never reaches
 * the console, only DevTools' Issues, which Lighthouse counts against best practices: watch those too.
 */
async function watchPolicyIssues(page: Page, violations: string[]) {
  const devtools = await page.context().newCDPSession(page);
  devtools.on("Audits.issueAdded", ({ issue }) => {
    const details = issue.details.contentSecurityPolicyIssueDetails;
    if (issue.code === "ContentSecurityPolicyIssue" && details) {
      violations.push(
        `${page.url()}: ${details.violatedDirective} (${details.contentSecurityPolicyViolationType})`,
      );
    }
  });
  // Enabling sends the issues raised before it too, so a page's first moments are covered.
  await devtools.send("Audits.enable");
}

/**
 * One browser per test file; each test opens its own context so cookies (voter ids) never leak.
 * Every test of every file fails if a page it opened broke the Content-Security-Policy, so the
 * whole browser suite is the check that the policy fits every route and flow.
 */
export function sharedBrowser() {
  let browser: Browser;
  const violations: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen, "Content-Security-Policy violations").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** The violations seen since the last test ended, for a test that provokes one on purpose. */
    takeViolations: () => violations.splice(0),
    async page(options: PageOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL(),
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        viewport: { width: options.width ?? 1280, height: 900 },
        colorScheme: options.colorScheme ?? "light",
        locale: options.locale,
        serviceWorkers: options.serviceWorkers ?? "block",
        extraHTTPHeaders: { "cf-connecting-ip": options.address ?? visitorAddress() },
      });
      context.on("console", (message) => {
        if (isPolicyViolation(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
      });
      const watching: Promise<void>[] = [];
      // A page closed before its session opened has nothing left to report.
      context.on("page", (page) => watching.push(watchPolicyIssues(page, violations).catch(() => {})));
      const page = await context.newPage();
      await Promise.all(watching);
      return { page, context };
    },
  };
}

export type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Serious and critical WCAG violations axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours easing into a new state (a button just enabled, a scheme just switched) are checked
  // where they end: halfway through, a button once read as 3.6:1.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      // An endless one (a spinner) cannot finish, and changes no colour.
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
  // Evaluated by the test tool, not added as an inline script, which the page's policy refuses.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // axe is injected into the page at run time, so it has no type here.
    const result = await (window as any).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      // Only the violations are read: axe then skips gathering every passing node of a long page.
      resultTypes: ["violations"],
    });
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * A full-page picture for a person to look at. CI has nobody to look, and encoding a hundred long
 * pages costs it minutes, so `E2E_SCREENSHOTS=off` (set by .ci/run) skips them.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** A file for a person to look at (a printed PDF, say), beside the screenshots and skipped with them. */
export function saveForLooking(name: string, bytes: Uint8Array) {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOT_DIR, name), bytes);
}

/** Waits until the page has hydrated, so clicks go to React and not to the plain form. */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}
