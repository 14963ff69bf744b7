import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readConfig } from "#worker/config.ts";
import { checkLimit } from "#worker/limits/check.ts";
import { contactLimit } from "#worker/limits/limits.ts";
import { freshIp, roomInWindow } from "./limit-helpers";

// RATE_LIMITS=off, for load tests and the bench: the same bindings, never consulted.

const withSetting = (RATE_LIMITS: string) => ({ ...env, RATE_LIMITS }) as Cloudflare.Env;
const from = (ip: string) =>
  new Request("https://wyr.example/contact", { headers: { "cf-connecting-ip": ip } });

describe("RATE_LIMITS", () => {
  it("off lets every request through a limit that is on by default", async () => {
    await roomInWindow(5);
    const request = from(freshIp());
    const results = [];
    for (let i = 0; i < 11; i++) results.push((await checkLimit(env, request, contactLimit)).ok);
    expect(results.at(-1)).toBe(false);
    const off = withSetting("off");
    for (let i = 0; i < 20; i++) expect(await checkLimit(off, request, contactLimit)).toEqual({ ok: true });
  });

  it("is on unless set to off, and refuses anything else", () => {
    expect(readConfig(withSetting("on")).rateLimits).toBe(true);
    expect(readConfig(withSetting("")).rateLimits).toBe(true);
    expect(readConfig(withSetting("off")).rateLimits).toBe(false);
    expect(() => readConfig(withSetting("no"))).toThrow(/RATE_LIMITS must be "on" or "off"/);
  });

  it("Turnstile needs both of its keys or neither", () => {
    const keys = (TURNSTILE_SITE_KEY: string, TURNSTILE_SECRET_KEY: string) =>
      ({ ...env, TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY }) as Cloudflare.Env;
    expect(readConfig(keys("", "")).turnstile).toBeUndefined();
    expect(readConfig(keys("site", "secret")).turnstile).toEqual({
      siteKey: "site",
      secretKey: "secret",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    });
    expect(() => readConfig(keys("site", ""))).toThrow(/both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/);
  });

  it("the cache purge needs its zone and its token, or neither", () => {
    const purge = (CACHE_PURGE_ZONE_ID: string, CACHE_PURGE_TOKEN: string) =>
      ({ ...env, CACHE_PURGE_ZONE_ID, CACHE_PURGE_TOKEN }) as Cloudflare.Env;
    expect(readConfig(purge("", "")).cachePurge).toBeUndefined();
    expect(readConfig(purge("zone", "token")).cachePurge).toEqual({ zoneId: "zone", token: "token" });
    expect(() => readConfig(purge("zone", ""))).toThrow(/both CACHE_PURGE_ZONE_ID and CACHE_PURGE_TOKEN/);
  });
});
