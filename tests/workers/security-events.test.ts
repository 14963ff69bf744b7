import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressNetwork } from "#worker/http/security-events.ts";
import { auth, visitor } from "./auth-helpers";
import { firstQuestion } from "./helpers";

/** The security lines the worker wrote while `run` ran, parsed. */
async function securityLines(run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const collect = (text: unknown) => {
    if (typeof text === "string" && text.startsWith('{"security"')) lines.push(JSON.parse(text));
  };
  vi.spyOn(console, "log").mockImplementation(collect);
  vi.spyOn(console, "warn").mockImplementation(collect);
  await run();
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe("security events on the log", () => {
  it("names a write another website sent, with the client's network but not its address", async () => {
    const question = await firstQuestion("Funny");
    const lines = await securityLines(async () => {
      const res = await SELF.fetch(`http://localhost/api/questions/${question.id}/vote`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://evil.example",
          "cf-connecting-ip": "198.51.100.23",
        },
        body: JSON.stringify({ option: "A" }),
      });
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    });
    expect(lines).toEqual([
      expect.objectContaining({
        security: "cross-site-refused",
        method: "POST",
        path: `/api/questions/${question.id}/vote`,
        network: "198.51.100.0/24",
        origin: "https://evil.example",
      }),
    ]);
  });

  it("records a failed sign-in without the address or password it was tried with", async () => {
    const lines = await securityLines(() =>
      auth(visitor("203.0.113.77"), "/sign-in/email", {
        email: "nobody@example.com",
        password: "wrong-password-1",
      }),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        security: "auth-failed",
        call: "/sign-in/email",
        status: 401,
        network: "203.0.113.0/24",
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/nobody@example.com|wrong-password-1|203\.0\.113\.77/);
  });

  it("cuts addresses to their network", () => {
    expect(addressNetwork("192.0.2.200")).toBe("192.0.2.0/24");
    expect(addressNetwork("2001:db8:abcd:12::1")).toBe("2001:db8:abcd::/48");
    expect(addressNetwork("unknown")).toBe("unknown");
  });
});
