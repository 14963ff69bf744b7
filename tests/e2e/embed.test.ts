import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

// A question embedded in another website's page (docs/embeds.md), with the HTML the oEmbed
// endpoint gives. The host is a second local server reached as http://localhost while the site is
// http://127.0.0.1, so the frame is cross-site, as on a real blog. (A host faked with page.route
// counts as a public website to Chromium, whose local network checks then refuse a loopback frame.)
// Chromium takes the embed's `Secure` cookie over plain http here only because loopback addresses
// are secure contexts to it; on the real site the embed is served over https.

const browser = sharedBrowser();

type Q = { id: string; slug: string; questionText: string; optionA: string; optionB: string };
type HostWindow = { received: unknown[] };

async function questionIn(category: string, index: number): Promise<Q> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  return ((await res.json()) as { data: Q[] }).data[index] as Q;
}

async function oembedHtml(q: Q): Promise<string> {
  const url = `${baseURL()}/question/${q.slug}`;
  const res = await fetch(`${baseURL()}/oembed?url=${encodeURIComponent(url)}&maxwidth=400`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { html: string }).html;
}

/** The host's pages by path; each records what frames post to it and sizes a frame as docs/embeds.md shows. */
const hostPages = new Map<string, string>();
let host: Server;
let hostURL: string;
const LISTENER = `<script>window.received=[];addEventListener("message",function(e){window.received.push(e.data);
if(e.data&&e.data.type==="wyr-embed:height")for(const f of document.querySelectorAll("iframe"))if(f.contentWindow===e.source)f.height=e.data.height})</script>`;
const hostPage = (path: string, body: string) =>
  hostPages.set(
    path,
    `<!DOCTYPE html><html lang="en"><title>A blog</title><h1>My blog post</h1>${body}${LISTENER}`,
  );

beforeAll(async () => {
  host = createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(hostPages.get(request.url ?? "") ?? "");
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostURL = `http://localhost:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const received = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).received);

describe("a question embedded in another website", () => {
  it("takes a vote inside the frame, shows the results, remembers the voter and tells the host its height", async () => {
    const q = await questionIn("Travel", 3);
    hostPage("/post", await oembedHtml(q));
    const { page, context } = await browser.page({ width: 800 });
    await page.goto(`${hostURL}/post`);
    const frame = page.frameLocator("iframe");
    await frame.getByRole("heading", { name: q.questionText }).waitFor();
    await expect
      .poll(() => received(page))
      .toContainEqual(expect.objectContaining({ type: "wyr-embed:height" }));

    await frame.getByRole("button", { name: q.optionB }).click();
    await frame.getByText("Vote submitted successfully!").waitFor();
    await frame.getByText("Your Choice").waitFor();
    await frame.getByText(/^\d+ total votes?$/).waitFor();
    // The host sized the frame to the results' height, from the frame's last message.
    const heights = (await received(page)) as { type?: string; height: number }[];
    const last = heights.filter((m) => m.type === "wyr-embed:height").at(-1);
    expect(last).toMatchObject({ slug: q.slug });
    await expect.poll(() => page.locator("iframe").getAttribute("height")).toBe(String(last?.height));
    await screenshot(page, "embed-host-results");

    const voter = (await context.cookies(baseURL())).find((c) => c.name === "wyr_voter");
    expect(voter).toMatchObject({
      sameSite: "None",
      secure: true,
      httpOnly: true,
      partitionKey: "http://localhost",
    });
    const yours = await (
      await fetch(`${baseURL()}/api/questions/${q.id}`, { headers: { Cookie: `wyr_voter=${voter?.value}` } })
    ).json();
    expect(yours).toMatchObject({ yourVote: "B" });

    await page.reload();
    await frame.getByText("Your Choice").waitFor();
    expect(await frame.getByRole("button", { name: q.optionB }).count()).toBe(0);
    await context.close();
  });

  it("in a sandbox without storage, offers links to the site, and speaks WordPress's messages", async () => {
    const q = await questionIn("Travel", 4);
    const src = `${baseURL()}/embed/question/${q.slug}#?secret=abcDEF1234`;
    hostPage(
      "/wordpress",
      `<iframe sandbox="allow-scripts" src="${src}" width="400" height="400" title="Embedded question"></iframe>`,
    );
    const { page, context } = await browser.page({ width: 800 });
    await page.goto(`${hostURL}/wordpress`);
    const frame = page.frameLocator("iframe");
    const link = frame.getByRole("link", { name: `${q.optionA} (opens in a new tab)` });
    await link.waitFor();
    expect(await frame.getByRole("button", { name: q.optionA }).isVisible()).toBe(false);
    expect(await link.getAttribute("href")).toBe(`${baseURL()}/question/${q.slug}`);
    expect(await link.getAttribute("target")).toBe("_blank");
    await frame.getByText("Your vote opens this question on Would You Rather in a new tab.").waitFor();
    await expect
      .poll(() => received(page))
      .toContainEqual(expect.objectContaining({ message: "height", secret: "abcDEF1234" }));
    // WordPress's sandbox allows no new tab; the frame asks the host to open the link instead.
    await link.click();
    await expect
      .poll(() => received(page))
      .toContainEqual({ message: "link", value: `${baseURL()}/question/${q.slug}`, secret: "abcDEF1234" });
    await context.close();
  });

  it("is the only page another website may frame", async () => {
    const q = await questionIn("Travel", 4);
    hostPage("/page", `<iframe src="${baseURL()}/question/${q.slug}" title="A question page"></iframe>`);
    const { page, context } = await browser.page();
    await page.goto(`${hostURL}/page`);
    const refused: string[] = [];
    await expect.poll(() => refused.concat(browser.takeViolations()).join("\n")).toContain("frame-ancestors");
    expect(page.frames().map((f) => f.url())).not.toContain(`${baseURL()}/question/${q.slug}`);
    await context.close();
    // The refusal is this test's point, however many times the browser reports it.
    browser.takeViolations();
  });
});

describe("finding the embed", () => {
  it("question pages name their oEmbed address, and the share dialog copies the same HTML, in both languages", async () => {
    const q = await questionIn("Travel", 6);
    const { page, context } = await browser.page({ width: 360 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    for (const [prefix, copy] of [
      ["", "Copy code"],
      ["/zh", "复制代码"],
    ] as const) {
      await page.goto(`${prefix}/question/${q.slug}`);
      await hydrated(page);
      const discovery = page.locator('head link[rel="alternate"][type="application/json+oembed"]');
      const href = (await discovery.getAttribute("href")) ?? "";
      const page_ = `${baseURL()}${prefix}/question/${q.slug}`;
      expect(href).toBe(`${baseURL()}/oembed?url=${encodeURIComponent(page_)}&format=json`);
      const answer = (await (await fetch(href)).json()) as { html: string };
      expect(answer.html).toContain(`src="${baseURL()}${prefix}/embed/question/${q.slug}"`);

      await page.getByRole("link", { name: prefix ? "分享" : "Share", exact: true }).click();
      const button = page.getByRole("dialog").getByRole("button", { name: copy });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(answer.html);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `embed-share-dialog${prefix.replace("/", "-")}`);
      await page.keyboard.press("Escape");
    }
    await context.close();
  });
});

describe("the embed page", () => {
  it("comes from the edge cache to visitors without a cookie, in the theme each host asks for", async () => {
    const q = await questionIn("Travel", 5);
    const path = `${baseURL()}/embed/question/${q.slug}`;
    const first = await fetch(path);
    const dark = await fetch(`${path}?theme=dark`);
    const unknown = await fetch(`${path}?theme=purple`);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(dark.headers.get("X-Cache")).toBe("HIT");
    expect(await first.text()).toContain('data-embed-theme="auto"');
    expect(await dark.text()).toContain('data-embed-theme="dark"');
    expect(await unknown.text()).toContain('data-embed-theme="auto"');
    expect(dark.headers.get("X-Frame-Options")).toBeNull();
    expect(dark.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    // It loads none of the site's scripts: its one script is inline.
    expect(await (await fetch(path)).text()).not.toMatch(/<script[^>]+src=|modulepreload/);
  });

  it("looks finished from 280 to 600 pixels in light and dark, keyboard and screen reader ready", async () => {
    const q = await questionIn("Travel", 5);
    const { page, context } = await browser.page({ width: 280 });
    for (const [width, theme] of [
      [280, "light"],
      [400, "dark"],
      [600, "light"],
      [600, "dark"],
    ] as const) {
      await page.setViewportSize({ width, height: 500 });
      await page.goto(`/embed/question/${q.slug}?theme=${theme}`);
      const card = page.locator("#embed");
      expect((await card.boundingBox())?.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page), `${width} ${theme}`).toEqual([]);
      await screenshot(page, `embed-${width}-${theme}`);
    }
    await page.keyboard.press("Tab");
    const focused = page.getByRole("button", { name: q.optionA });
    expect(await focused.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");

    await page.goto(`/zh/embed/question/${q.slug}?theme=dark`);
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-Hans");
    await page.getByRole("link", { name: /^打开完整题目/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "embed-zh-dark");
    await context.close();
  });
});
