import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";

// The built site as served: pages from the worker, scripts and icons from static assets (public/_headers).

async function headersOf(path: string) {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  return { headers: res.headers, text };
}

describe("security headers on the built site", () => {
  it("come with pages, their scripts and the icon alike", async () => {
    const home = await headersOf("/");
    const script =
      /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1] ??
      /href="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    expect(script).toBeDefined();
    for (const path of ["/", "/favicon.ico", script as string]) {
      const { headers } = path === "/" ? home : await headersOf(path);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });
});
