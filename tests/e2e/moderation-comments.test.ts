import { randomInt } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";
import { cookieHeader, signedInAccount, submitQuestion } from "./moderation-helpers";

// Held and reported comments reach moderators on /moderate/comments. Comments are written and
// reported through the JSON API (the discussion's own tests cover its forms); each member writes
// from an address of its own, so the per-address limits never join the test.

const browser = sharedBrowser();

type Member = { context: BrowserContext; page: Page };
type Comment = { id: string; state: string; body: string };

async function api(member: Member, method: string, path: string, body?: unknown) {
  return fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      cookie: await cookieHeader(member.context),
      "cf-connecting-ip": `10.91.${randomInt(256)}.${randomInt(1, 255)}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function postComment(member: Member, questionId: string, text: string, expected: number) {
  const res = await api(member, "POST", `/api/questions/${questionId}/comments`, { body: text });
  expect(res.status, await res.clone().text()).toBe(expected);
  return ((await res.json()) as { data: Comment }).data;
}

/**
 * The bodies another member reads in the newest-first listing, replies included. A signed-in read
 * is never served from the edge cache, so it shows each decision at once.
 */
async function bodiesSeenBy(reader: Member, questionId: string) {
  const res = await api(reader, "GET", `/api/questions/${questionId}/comments?sort=new&page=1`);
  type Listed = { body: string | null; replies: { body: string | null }[] };
  const { data } = (await res.json()) as { data: { comments: Listed[] } };
  return data.comments.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)]);
}

const unique = (words: string) => `${words} ${randomInt(1e6, 1e7)}`;

let question: Awaited<ReturnType<typeof submitQuestion>>;
let moderator: Member;
let author: Member;
let reporters: Member[];

beforeAll(async () => {
  [question, moderator, author, ...reporters] = await Promise.all([
    submitQuestion(),
    signedInAccount(browser, "moderator"),
    signedInAccount(browser),
    signedInAccount(browser),
    signedInAccount(browser),
  ]);
  const approve = await fetch(`${baseURL()}/moderate?index`, {
    method: "POST",
    headers: { Origin: baseURL(), cookie: await cookieHeader(moderator.context) },
    body: new URLSearchParams({ intent: "approve", id: question.id }),
  });
  expect(approve.status).toBe(200);
}, 120_000);

describe("/moderate/comments", () => {
  it("publishes a first comment, hides one at three reports, removes and restores it, and logs each step", {
    timeout: 120_000,
  }, async () => {
    const { page } = moderator;
    const reader = reporters[1] as Member;
    const first = unique("I would pick the first one, no doubt about it");
    const held = await postComment(author, question.id, first, 202);
    expect(held.state).toBe("held");
    expect(await bodiesSeenBy(reader, question.id)).not.toContain(first);

    await page.goto("/moderate");
    await page
      .getByRole("navigation", { name: "Moderation sections" })
      .getByRole("link", { name: /^Comments/ })
      .click();
    await page.waitForURL(/\/moderate\/comments$/);
    await hydrated(page);
    const item = (text: string) => page.getByRole("article", { name: text });
    await item(first).getByText("First comment").waitFor();
    await item(first).getByText("Held for review").waitFor();
    expect(await item(first).getByRole("link", { name: question.text }).getAttribute("href")).toBe(
      `/question/${question.slug}#discussion`,
    );
    expect(await page.locator(`p[lang="en"]`, { hasText: first }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "moderate-comments-1280");
    await item(first).getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published: readers of the question see it now.").waitFor();
    await item(first).waitFor({ state: "detached" });
    expect(await bodiesSeenBy(reader, question.id)).toContain(first);
    await page.goto(`/question/${question.slug}#discussion`);
    await page.getByText(first).waitFor();

    // The author's first comment is out, so the next one is published at once; three members report it.
    const second = unique("Honestly both of these sound great to me");
    const published = await postComment(author, question.id, second, 201);
    const reports = [
      { reason: "spam" },
      { reason: "offensive" },
      { reason: "other", note: "Looks like an advert" },
    ];
    const reportedBy = [moderator, ...reporters];
    for (const [i, report] of reports.entries()) {
      const res = await api(reportedBy[i] as Member, "POST", `/api/comments/${published.id}/report`, report);
      expect(res.status, await res.clone().text()).toBe(201);
      const { data } = (await res.json()) as { data: { hidden: boolean } };
      expect(data.hidden).toBe(i === reports.length - 1);
    }
    expect(await bodiesSeenBy(reader, question.id)).not.toContain(second);

    await page.goto("/moderate/comments");
    await hydrated(page);
    await item(second).getByText("Hidden by reports").waitFor();
    await item(second)
      .getByText(/^3 open reports, first on /)
      .waitFor();
    for (const reason of ["Spam or advertising", "Offensive or hurtful", "Something else"]) {
      await item(second).getByText(reason).waitFor();
    }
    await item(second).getByText("“Looks like an advert”").waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "moderate-comments-reported-360");
    await page.setViewportSize({ width: 1280, height: 900 });
    await item(second).getByRole("button", { name: "Remove" }).click();
    await page.getByText("Removed: it no longer shows under the question.").waitFor();
    await item(second).waitFor({ state: "detached" });

    await page.getByRole("link", { name: "Removed", exact: true }).click();
    await page.waitForURL(/view=removed/);
    await item(second).getByText("Removed", { exact: true }).waitFor();
    await item(second).getByRole("button", { name: "Restore" }).click();
    await page.getByText("Restored: it shows under the question again.").waitFor();
    expect(await bodiesSeenBy(reader, question.id)).toContain(second);

    await page.goto("/moderate/log");
    for (const action of [
      "Published a comment",
      "Comment hidden automatically after 3 reports",
      "Removed a comment",
      "Restored a comment",
    ]) {
      await page.getByText(action).first().waitFor();
    }
    // Each comment entry links to the discussion it was in.
    const toDiscussion = page.getByRole("link", { name: question.slug, exact: true }).first();
    expect(await toDiscussion.getAttribute("href")).toBe(`/question/${question.slug}#discussion`);
    await screenshot(page, "moderate-log-comments");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("publishes without JavaScript at 360 px, and the Chinese page speaks Chinese", {
    timeout: 90_000,
  }, async () => {
    const [reporter, reader] = reporters as [Member, Member];
    const text = unique("Neither, I would rather stay at home and read");
    await postComment(reporter, question.id, text, 202);

    const plain = await browser.page({ javaScriptEnabled: false, width: 360 });
    await plain.context.addCookies(await moderator.context.cookies());
    const { page } = plain;
    await page.goto("/moderate/comments");
    await screenshot(page, "moderate-comments-360");
    const item = page.getByRole("article", { name: text });
    await item.getByText("First comment").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await item.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published: readers of the question see it now.").waitFor();
    expect(await bodiesSeenBy(reader, question.id)).toContain(text);

    await page.goto("/zh/moderate/comments?view=removed");
    await page.getByRole("heading", { name: /^已移除的评论：\d+$/ }).waitFor();
    await page.getByRole("link", { name: /^评论/ }).first().waitFor();
    await screenshot(page, "moderate-comments-zh-360");
    await plain.context.close();
  });

  it("is the site's 404, page and form, to a member without a role", async () => {
    const headers = { Origin: baseURL(), cookie: await cookieHeader(author.context) };
    expect((await fetch(`${baseURL()}/moderate/comments`, { headers })).status).toBe(404);
    const post = await fetch(`${baseURL()}/moderate/comments`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ intent: "publish", id: "anything" }),
    });
    expect(post.status).toBe(404);
  });
});
