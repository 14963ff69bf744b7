import { SELF } from "cloudflare:test";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as embedPage from "#app/embeds/embed-question.tsx";
import { CSP, cspNonceContext, noncePolicy } from "#worker/http/content-security-policy.ts";
import { withSecurityHeaders } from "#worker/http/security-headers.ts";
import { firstQuestion } from "./helpers";
import { buildOf } from "./page-build";

// Only an embed (/embed/*, /zh/embed/*) may be framed by other websites; every other answer keeps
// frame-ancestors 'none' and X-Frame-Options DENY. Pages are not rendered in this runtime, so the
// paths are read through answers the worker gives before React Router (refused foreign posts),
// and the embed's own loader and action through a build of just that page.

const FOREIGN = { Origin: "https://blog.example" };

function expectFramable(res: Response, where: string) {
  expect(res.headers.get("X-Frame-Options"), where).toBeNull();
  const policy = res.headers.get(CSP) ?? "";
  expect(policy, where).toContain("frame-ancestors *");
  expect(policy, where).not.toContain("frame-ancestors 'none'");
}

function expectNotFramable(res: Response, where: string) {
  expect(res.headers.get("X-Frame-Options"), where).toBe("DENY");
  expect(res.headers.get(CSP), where).toContain("frame-ancestors 'none'");
}

const post = (path: string, headers: Record<string, string>) =>
  SELF.fetch(`http://localhost${path}`, { method: "POST", headers, body: "option=A" });

describe("framing, path by path", () => {
  it("is allowed on the embeds in both languages, and nothing else there relaxes", async () => {
    for (const path of ["/embed/question/some-question", "/zh/embed/question/some-question"]) {
      // A frame in a sandbox without its own origin posts as "null": refused like any other website.
      for (const origin of [FOREIGN.Origin, "null"]) {
        const res = await post(path, { Origin: origin });
        expect(res.status, path).toBe(403);
        expectFramable(res, `${path} from ${origin}`);
        expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
        await res.arrayBuffer();
      }
    }
  });

  it("is refused everywhere else: pages, lookalike paths, the API, oEmbed, pictures and the health check", async () => {
    const q = await firstQuestion("Funny");
    const pages = ["/", `/question/${q.slug}`, "/embedded/question/x", "/zh/embedx/question/x", "/zh/embed"];
    for (const path of pages) {
      const res = await post(path, FOREIGN);
      expect(res.status, path).toBe(403);
      expectNotFramable(res, path);
      await res.arrayBuffer();
    }
    const reads = [
      "/api/questions?limit=1",
      `/oembed?url=${encodeURIComponent(`https://wyr.example/question/${q.slug}`)}`,
      // A picture's answer: a missing question's, which draws nothing.
      "/question/no-such-question/og.png",
      "/health",
    ];
    for (const path of reads) {
      const res = await SELF.fetch(`http://localhost${path}`);
      expectNotFramable(res, path);
      await res.arrayBuffer();
    }
  });

  it("changes only the frame-ancestors of a page's policy", () => {
    const page = () =>
      new Response("<!DOCTYPE html>", {
        headers: { "Content-Type": "text/html; charset=utf-8", [CSP]: noncePolicy("bm9uY2U") },
      });
    const framed = withSecurityHeaders(true, page(), true).headers.get(CSP) ?? "";
    const closed = withSecurityHeaders(true, page()).headers.get(CSP) ?? "";
    expect(framed).toBe(closed.replace("frame-ancestors 'none'", "frame-ancestors *"));
    expect(framed).toContain("script-src 'self' 'nonce-bm9uY2U'");
  });
});

const handler = createRequestHandler(
  buildOf({ embed: { path: "embed/question/:slug", module: embedPage } }),
  "production",
);

/** A render's context as the worker makes it (worker/index.ts), with a nonce for the page's script. */
function renderContext() {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, "bm9uY2U");
  return context;
}

async function vote(slug: string, questionId: string, headers: Record<string, string>) {
  const response = await handler(
    new Request(`https://wyr.example/embed/question/${slug}?theme=dark`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://wyr.example",
        "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        ...headers,
      },
      body: new URLSearchParams({ questionId, option: "B" }),
    }),
    renderContext(),
  );
  await response.arrayBuffer();
  return response;
}

/** The voter's cookie among those the answer sets (a write also sets the D1 bookmark's). */
const voterCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.includes("wyr_voter="));

describe("the voter cookie an embed gives", () => {
  it("is SameSite=None, Secure and Partitioned inside another website's frame, and counts the vote", async () => {
    const q = await firstQuestion("Food");
    const res = await vote(q.slug, q.id, { "Sec-Fetch-Dest": "iframe", "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(200);
    const cookie = voterCookie(res) ?? "";
    expect(cookie).toMatch(/^__Host-wyr_voter=[0-9a-f]{32}\.[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; /);
    expect(cookie).toMatch(/; SameSite=None; Secure; Partitioned$/);
    const mine = await SELF.fetch(`https://wyr.example/api/questions/${q.id}`, {
      headers: { Cookie: cookie.split(";")[0] as string },
    });
    expect(((await mine.json()) as { yourVote: string }).yourVote).toBe("B");
  });

  it("is the site's usual SameSite=Lax one when the embed was opened as a page of its own", async () => {
    const q = await firstQuestion("Sports");
    const res = await vote(q.slug, q.id, { "Sec-Fetch-Dest": "document" });
    expect(res.status).toBe(200);
    expect(voterCookie(res)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("is not given again for a second vote, which shows the earlier one", async () => {
    const q = await firstQuestion("Travel");
    const first = await vote(q.slug, q.id, { "Sec-Fetch-Dest": "iframe" });
    const cookie = (voterCookie(first) ?? "").split(";")[0] as string;
    const again = await vote(q.slug, q.id, { "Sec-Fetch-Dest": "iframe", Cookie: cookie });
    expect(again.status).toBe(409);
    expect(voterCookie(again)).toBeUndefined();
  });
});
