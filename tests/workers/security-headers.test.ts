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
      ["list", SELF.fetch("http://example.com/api/questions?limit=1")],
      ["list again (edge cache)", SELF.fetch("http://example.com/api/questions?limit=1")],
      ["missing", SELF.fetch("http://example.com/api/nothing-here")],
      ["health", SELF.fetch("http://example.com/health")],
      [
        "refused write",
        SELF.fetch(`http://example.com/api/questions/${question.id}/vote`, { method: "POST", body: "x" }),
      ],
      ["picture", SELF.fetch(`http://example.com/question/${question.slug}/og.png`)],
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
    const plain = await SELF.fetch("http://example.com/api/categories");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    await Promise.all([secure.arrayBuffer(), plain.arrayBuffer()]);
  });
});
