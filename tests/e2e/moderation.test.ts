import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";
import { cookieHeader, signedInAccount, submitQuestion } from "./moderation-helpers";

const browser = sharedBrowser();
const PAGES = ["/moderate", "/moderate/reports", "/moderate/inbox", "/moderate/log"];

const publicStatus = async (slug: string) => (await fetch(`${baseURL()}/api/questions/slug/${slug}`)).status;

/** A cookieless visitor's page and API read, served from the edge cache when a copy is stored. */
const publicStatuses = async (slug: string) => ({
  page: (await fetch(`${baseURL()}/question/${slug}`)).status,
  api: await publicStatus(slug),
});

async function expectNotFound(cookie: string | undefined, pendingId: string) {
  for (const path of PAGES) {
    const headers = { Origin: baseURL(), ...(cookie ? { cookie } : {}) };
    const page = await fetch(`${baseURL()}${path}`, { headers });
    expect(page.status, path).toBe(404);
    const form = new URLSearchParams({
      intent: path === "/moderate/inbox" ? "handled" : "approve",
      id: pendingId,
    });
    for (const target of [path === "/moderate" ? "/moderate?index" : path, `${path}.data`]) {
      const post = await fetch(`${baseURL()}${target}`, { method: "POST", headers, body: form });
      expect(post.status, `POST ${target}`).toBe(404);
    }
  }
}

describe("/moderate", () => {
  it("is a 404, page and action, to visitors and to signed-in users without a role", {
    timeout: 60_000,
  }, async () => {
    const pending = await submitQuestion();
    await expectNotFound(undefined, pending.id);
    const plain = await signedInAccount(browser);
    await expectNotFound(await cookieHeader(plain.context), pending.id);
    // The direct approval posts changed nothing.
    expect(await publicStatus(pending.slug)).toBe(404);
    await plain.context.close();
  });

  it("lets a granted moderator approve and reject from the keyboard; the approved question takes votes", {
    timeout: 90_000,
  }, async () => {
    const first = await submitQuestion();
    const second = await submitQuestion();
    const { page, context } = await signedInAccount(browser, "moderator");

    await page.getByLabel("Account menu for Morgan Mod").click();
    await page.getByRole("link", { name: "Moderation" }).click();
    await page.getByRole("heading", { name: "Moderation", level: 1 }).waitFor();
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Clicking an item's text makes it the current one, as j and k do.
    const item = (text: string) => page.getByRole("article", { name: text });
    await item(first.text).getByRole("heading").click();
    await page.keyboard.press("a");
    await page.getByText("Published: it now shows in lists and search, and takes votes.").waitFor();
    await item(first.text).waitFor({ state: "detached" });

    await item(second.text).getByRole("heading").click();
    await page.keyboard.press("k");
    await page.keyboard.press("j");
    expect(await item(second.text).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("r");
    const reason = item(second.text).getByLabel("Reason");
    expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await reason.selectOption("low-quality");
    await item(second.text)
      .getByLabel(/Note for the submitter/)
      .fill("Please check the spelling.");
    await item(second.text).getByRole("button", { name: "Reject question" }).click();
    await page.getByText("Rejected. The submitter will see your reason.").waitFor();

    expect(await publicStatus(second.slug)).toBe(404);
    await page.goto(`/question/${first.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(first.optionA) }).click();
    await page.getByText("Vote submitted successfully!").waitFor();

    await page.goto("/moderate/log");
    await page.getByText("Rejected").first().waitFor();
    expect(await page.getByRole("cell", { name: "Please check the spelling." }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("works without JavaScript at 360 px: bulk approve, the inbox and the log", {
    timeout: 90_000,
  }, async () => {
    const a = await submitQuestion();
    const b = await submitQuestion();
    const contact = await fetch(`${baseURL()}/contact`, {
      method: "POST",
      headers: { Origin: baseURL(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Inbox Tester",
        email: "inbox@example.com",
        subject: "content",
        message: `Please look at ${a.id}`,
      }),
    });
    expect(contact.ok).toBe(true);
    const { page, context } = await signedInAccount(browser, "admin", false);
    await page.setViewportSize({ width: 360, height: 800 });

    await page.goto("/moderate");
    for (const question of [a, b]) {
      await page.getByRole("article", { name: question.text }).getByRole("checkbox").check();
    }
    await screenshot(page, "moderate-queue-360");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: "Approve selected" }).click();
    await page.getByText(/^Published 2 questions/).waitFor();
    expect([await publicStatus(a.slug), await publicStatus(b.slug)]).toEqual([200, 200]);

    await page.goto("/moderate/inbox");
    const message = page.getByRole("article").filter({ hasText: `Please look at ${a.id}` });
    await message.getByText("Unread").waitFor();
    await message.getByRole("button", { name: "Mark handled" }).click();
    await page.getByText("Marked handled.").waitFor();
    await page
      .getByRole("article")
      .filter({ hasText: `Please look at ${a.id}` })
      .getByText("Handled", { exact: true })
      .waitFor();
    await screenshot(page, "moderate-inbox-360");

    await page.goto("/moderate/log");
    await page.getByText("Marked a message handled").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "moderate-log-360");
    await context.close();
  });

  it("speaks Chinese under /zh/moderate: the sections, the queue, a decision and the log", {
    timeout: 90_000,
  }, async () => {
    const pending = await submitQuestion();
    const { page, context } = await signedInAccount(browser, "moderator");
    await page.goto("/zh/moderate");
    await page.getByRole("heading", { name: "内容审核", level: 1 }).waitFor();
    await hydrated(page);
    await page.getByText(/^当前登录：.+（管理员）。$/).waitFor();
    const sections = page.getByRole("navigation", { name: "审核栏目" });
    for (const name of ["待审队列", "举报", "收件箱", "日志"]) {
      expect(await sections.getByRole("link", { name }).first().getAttribute("href")).toMatch(
        /^\/zh\/moderate/,
      );
    }
    await page.getByRole("heading", { name: /^等待审核：\d+$/ }).waitFor();
    const item = page.getByRole("article", { name: pending.text });
    await item.getByText(/^已等待 /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole("button", { name: "通过", exact: true }).click();
    await page.getByText("已发布：它现在会出现在列表和搜索结果里，也可以投票了。").waitFor();

    await sections.getByRole("link", { name: "日志" }).click();
    await page.waitForURL(/\/zh\/moderate\/log$/);
    await page.getByRole("heading", { name: "审核日志" }).waitFor();
    await page.getByText("已通过").first().waitFor();
    await sections.getByRole("link", { name: /^举报/ }).click();
    await page.waitForURL(/\/zh\/moderate\/reports$/);
    await page.getByRole("heading", { name: /^被举报的问题：\d+$/ }).waitFor();
    await context.close();
  });

  it("hides a question five visitors report, and a moderator restores it from Reports", {
    timeout: 90_000,
  }, async () => {
    const question = await submitQuestion();
    const { page, context } = await signedInAccount(browser, "moderator");
    const approve = await fetch(`${baseURL()}/moderate?index`, {
      method: "POST",
      headers: { Origin: baseURL(), cookie: await cookieHeader(context) },
      body: new URLSearchParams({ intent: "approve", id: question.id }),
    });
    expect(approve.status).toBe(200);
    // Read twice, so the cookieless copies are stored at the edge before the takedown.
    expect(await publicStatuses(question.slug)).toEqual({ page: 200, api: 200 });
    expect(await publicStatuses(question.slug)).toEqual({ page: 200, api: 200 });

    // Five different visitors, each from its own address and with its own new voter identity.
    for (let i = 1; i <= 5; i++) {
      const report = await fetch(`${baseURL()}/api/questions/${question.id}/report`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": `10.66.${randomInt(256)}.${i}` },
        body: JSON.stringify({
          reason: i === 5 ? "other" : "spam",
          note: i === 5 ? "Advert for a shop" : undefined,
        }),
      });
      expect(report.status, `report ${i}`).toBe(201);
    }
    // The takedown deleted the cached copies: cookieless reads are 404 within two seconds.
    const hidden = Date.now();
    await expect
      .poll(() => publicStatuses(question.slug), { timeout: 2_000, interval: 100 })
      .toEqual({ page: 404, api: 404 });
    expect(Date.now() - hidden).toBeLessThan(2_000);

    await page.goto("/moderate/reports");
    await hydrated(page);
    const reported = page.getByRole("article", { name: question.text });
    await reported.getByText("Hidden", { exact: true }).waitFor();
    await reported.getByText("5 open reports").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "moderate-reports");
    await reported.getByRole("button", { name: "Restore" }).click();
    await page.getByText("Restored: the question is live again.").waitFor();
    await expect
      .poll(() => publicStatuses(question.slug), { timeout: 2_000, interval: 100 })
      .toEqual({ page: 200, api: 200 });
    await context.close();
  });
});
