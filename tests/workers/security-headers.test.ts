import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { firstQuestion } from "./helpers";

const SECURITY = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};

function expectSecured(res: Response, where: string) {
  for (const [name, value] of Object.entries(SECURITY))
    expect(res.headers.get(name), `${where} ${name}`).toBe(value);
  expect(res.headers.get("content-security-policy"), where).toContain("frame-ancestors 'none'");
  expect(res.headers.get("permissions-policy"), where).toContain("camera=()");
}

describe("security headers", () => {
  it("come with every kind of answer: API reads, writes refused, errors, the health check and pictures", async () => {
    const question = await firstQuestion("Funny");
    const answers: [string, Promise<Response>][] = [
      ["list", SELF.fetch("http://localhost/api/questions?limit=1")],
      ["list again (edge cache)", SELF.fetch("http://localhost/api/questions?limit=1")],
      ["missing", SELF.fetch("http://localhost/api/nothing-here")],
      ["health", SELF.fetch("http://localhost/health")],
      [
        "refused write",
        SELF.fetch(`http://localhost/api/questions/${question.id}/vote`, { method: "POST", body: "x" }),
      ],
      ["picture", SELF.fetch(`http://localhost/question/${question.slug}/og.png`)],
    ];
    for (const [where, pending] of answers) {
      const res = await pending;
      expectSecured(res, where);
      await res.arrayBuffer();
    }
  });

  it("adds HSTS over https only", async () => {
    const secure = await SELF.fetch("https://wyr.example/api/categories");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await SELF.fetch("http://localhost/api/categories");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    await Promise.all([secure.arrayBuffer(), plain.arrayBuffer()]);
  });

  it("let answers that are not pages load nothing", async () => {
    const res = await SELF.fetch("http://localhost/api/categories");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    await res.arrayBuffer();
  });
});

describe("plain http outside this machine", () => {
  it("moves to the configured https origin, keeping the path and query", async () => {
    const res = await SELF.fetch("http://wyr.example/category/Funny?page=2", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://wyr.example/category/Funny?page=2");
  });

  it("sends a page's form post to https as a post (308), never to the Host the request named", async () => {
    const res = await SELF.fetch("http://forged.example/submit-would-you-rather-question", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "questionText=x",
      redirect: "manual",
    });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("https://wyr.example/submit-would-you-rather-question");
    // The server keeps answering after a refused body it never used.
    expect((await SELF.fetch("http://localhost/api/categories")).status).toBe(200);
  });

  it("refuses the API instead of redirecting it, so a program learns it sent data in the clear", async () => {
    const res = await SELF.fetch("http://wyr.example/api/questions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.json()).toEqual({
      success: false,
      error: "This API answers over https only: send the request to https://wyr.example/api/questions",
    });
  });

  it("stays as it is on loopback, where there is no certificate", async () => {
    for (const host of ["localhost", "127.0.0.1"]) {
      const res = await SELF.fetch(`http://${host}/api/categories`, { redirect: "manual" });
      expect(res.status, host).toBe(200);
      await res.arrayBuffer();
    }
  });
});
