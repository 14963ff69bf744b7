import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

// The pages' script policy as served by the built site. That no route or flow breaks it is checked
// by every browser test (tests/e2e/browser.ts fails a test whose pages reported a violation).

const browser = sharedBrowser();
const VOTER_COOKIE = "wyr_voter=anything";

async function page(path: string, cookie?: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  return { policy: res.headers.get("content-security-policy") ?? "", html: await res.text(), res };
}

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );

describe("Content-Security-Policy of pages", () => {
  it("names the rules the site needs and allows no inline script without a nonce or hash", async () => {
    const { policy } = await page("/");
    for (const rule of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ])
      expect(policy).toContain(rule);
    expect(directive(policy, "form-action")).toMatch(/^form-action 'self'/);
    expect(directive(policy, "script-src")).not.toContain("unsafe-inline");
    expect(directive(policy, "script-src")).not.toContain("unsafe-eval");
  });

  it("gives each page rendered for a returning visitor its own nonce, on every inline script", async () => {
    const first = await page("/category/Funny", VOTER_COOKIE);
    const second = await page("/category/Funny", VOTER_COOKIE);
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
    const nonce = nonceOf(first.policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.policy)).not.toBe(nonce);
    const scripts = [...first.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((t) => !t.includes("ld+json")))
      expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("names the inline scripts of a page shared from the edge cache by hash", async () => {
    await page("/category/Deep"); // the first visit stores the copy
    const { policy, html } = await page("/category/Deep");
    expect(policy).not.toContain("'nonce-");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(directive(policy, "script-src")).toContain(`'sha256-${hash}'`);
    }
  });

  it("refuses a script injected into a page, and the browser tests see it", async () => {
    const { page: tab } = await browser.page();
    await tab.goto("/");
    await hydrated(tab);
    await tab.addScriptTag({ content: "window.injected = true;" }).catch(() => {});
    expect(await tab.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => browser.takeViolations().length).toBeGreaterThan(0);
  });
});
