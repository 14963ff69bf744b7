import { describe, expect, it } from "vitest";
import { type Config, readConfig } from "#worker/config.ts";
import { siteOrigin } from "#worker/http/site-origin.ts";

const config = (siteUrl?: string): Config => ({
  voterKeys: { hash: "x".repeat(32), cookie: "x".repeat(32), previousCookie: undefined },
  authSecret: "y".repeat(32),
  mailbox: false,
  mail: { kind: "none" },
  version: "test",
  hotQuestionShards: new Map(),
  adminEmails: new Set(),
  siteUrl,
  social: {},
  rateLimits: true,
  turnstile: undefined,
  cachePurge: undefined,
});

describe("the origin of absolute links", () => {
  it("is SITE_URL whatever Host the request claims", () => {
    const forged = new Request("https://evil.example/question/x", { headers: { Host: "evil.example" } });
    expect(siteOrigin(config("https://wyr.example"), forged)).toBe("https://wyr.example");
  });

  it("falls back to a loopback address only when SITE_URL is unset", () => {
    expect(siteOrigin(config(), new Request("http://127.0.0.1:8787/"))).toBe("http://127.0.0.1:8787");
    expect(siteOrigin(config(), new Request("http://localhost:5173/a"))).toBe("http://localhost:5173");
    expect(() => siteOrigin(config(), new Request("https://evil.example/"))).toThrow(/SITE_URL is not set/);
  });
});

describe("SITE_URL", () => {
  const env = (SITE_URL: string) =>
    ({
      VOTER_SECRET: "s".repeat(32),
      BETTER_AUTH_SECRET: "a".repeat(32),
      SITE_URL,
    }) as unknown as Cloudflare.Env;

  it("keeps only the origin and refuses anything with a path or another scheme", () => {
    expect(readConfig(env("https://wyr.example")).siteUrl).toBe("https://wyr.example");
    expect(readConfig(env("")).siteUrl).toBeUndefined();
    expect(() => readConfig(env("https://wyr.example/app"))).toThrow(/SITE_URL must be the site's origin/);
    expect(() => readConfig(env("ftp://wyr.example"))).toThrow(/SITE_URL must be the site's origin/);
  });
});
