import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Config, readConfig } from "#worker/config.ts";
import { redirectToSiteOrigin, siteOrigin } from "#worker/http/site-origin.ts";

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

describe("a page asked for at another address of the site", () => {
  // SITE_URL is https://wyr.example in the workers tests (vitest.workers.config.ts).
  it("moves to SITE_URL with its path and query (308), for GET and HEAD", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await SELF.fetch("https://www.wyr.example/category/Funny?page=2&sort=newest", {
        method,
        redirect: "manual",
      });
      expect(res.status, method).toBe(308);
      expect(res.headers.get("location"), method).toBe(
        "https://wyr.example/category/Funny?page=2&sort=newest",
      );
      expect(res.headers.get("cache-control"), method).toBe("no-store");
      expect(res.headers.get("x-frame-options"), method).toBe("DENY");
      await res.arrayBuffer();
    }
  });

  it("leaves the API, the health check and the configured origin where they are", async () => {
    for (const url of [
      "https://www.wyr.example/api/categories",
      "https://www.wyr.example/health",
      "https://wyr.example/api/categories",
    ]) {
      const res = await SELF.fetch(url, { redirect: "manual" });
      expect(res.status, url).toBe(200);
      await res.arrayBuffer();
    }
  });

  it("moves 127.0.0.1 to localhost when SITE_URL names localhost, the address a newcomer might open", () => {
    const res = redirectToSiteOrigin(
      new Request("http://127.0.0.1:8787/sign-in?mode=sign-up"),
      "http://localhost:8787",
      false,
    );
    expect(res?.status).toBe(308);
    expect(res?.headers.get("location")).toBe("http://localhost:8787/sign-in?mode=sign-up");
  });

  it("stays without SITE_URL, for API calls, form posts, socket handshakes and local runs of an https site", () => {
    const page = "https://www.wyr.example/question/x";
    expect(redirectToSiteOrigin(new Request(page), undefined, false)).toBeUndefined();
    expect(
      redirectToSiteOrigin(new Request("https://www.wyr.example/api/x"), "https://wyr.example", true),
    ).toBeUndefined();
    expect(
      redirectToSiteOrigin(new Request(page, { method: "POST" }), "https://wyr.example", false),
    ).toBeUndefined();
    const handshake = new Request("https://www.wyr.example/r/ABCD/socket", {
      headers: { Upgrade: "websocket" },
    });
    expect(redirectToSiteOrigin(handshake, "https://wyr.example", false)).toBeUndefined();
    expect(
      redirectToSiteOrigin(new Request("http://localhost:8787/"), "https://wyr.example", false),
    ).toBeUndefined();
    expect(
      redirectToSiteOrigin(new Request("http://localhost:8787/"), "http://localhost:8787", false),
    ).toBeUndefined();
  });
});
