import { randomInt } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { registerConfirmed, signInAs, uniqueEmail } from "./account-helpers";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";
import { type LocalD1, openLocalD1 } from "./local-d1";
import { cookieHeader, signedInAccount } from "./moderation-helpers";

// The discussion under a question page, in real Chromium: members post, reply, vote, edit, delete
// and report with JavaScript; posting and paging work without it; a second reader sees a new comment
// live. Filler questions 291-293 are used by no other test file. A member's first comment waits for
// review, so each member's first one is published by a moderator before the tests start.

const browser = sharedBrowser();
const PASSWORD = "discuss-this-1";
const QUESTION = "/question/e2e-filler-question-291";
const PAGED = { id: "filler292", path: "/question/e2e-filler-question-292" };

type Member = { page: Page; context: BrowserContext; name: string };

/** A confirmed member of its own name (the live news names the author), signed in. */
async function member(name: string): Promise<Member> {
  const email = uniqueEmail(name.toLowerCase());
  const { page, context } = await browser.page();
  await registerConfirmed(page, name, email, PASSWORD);
  await page.waitForURL((url) => url.searchParams.get("confirmed") === "true");
  await signInAs(page, email, PASSWORD);
  return { page, context, name };
}

const unique = (words: string) => `${words} ${randomInt(1e5, 1e6)}`;

/** A comment's own list item, found by its text (not its parent's, which holds its replies too). */
const comment = (page: Page, text: string) =>
  page.locator("li[id^='comment-']").filter({ has: page.locator(":scope > article", { hasText: text }) });
const own = (page: Page, text: string) => comment(page, text).locator(":scope > article");

let moderator: Awaited<ReturnType<typeof signedInAccount>>;
let alice: Member;
let bob: Member;
let d1: LocalD1;
const seeds = { alice: unique("Passing sounds better to me"), bob: unique("I would skip it and sleep") };

/** Posts through the API as `who` and has the moderator publish it (a first comment is held). */
async function publishedFirst(who: Member, text: string) {
  const res = await fetch(`${baseURL()}/api/questions/filler291/comments`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await cookieHeader(who.context) },
    body: JSON.stringify({ body: text }),
  });
  expect(res.status, await res.clone().text()).toBe(202);
  const { data } = (await res.json()) as { data: { id: string } };
  const publish = await fetch(`${baseURL()}/moderate/comments`, {
    method: "POST",
    headers: { Origin: baseURL(), cookie: await cookieHeader(moderator.context) },
    body: new URLSearchParams({ intent: "publish", id: data.id }),
  });
  expect(publish.status).toBe(200);
}

beforeAll(async () => {
  [moderator, alice, bob, d1] = await Promise.all([
    signedInAccount(browser, "moderator"),
    member("Alice"),
    member("Bobby"),
    openLocalD1(inject("serverState")),
  ]);
  await Promise.all([publishedFirst(alice, seeds.alice), publishedFirst(bob, seeds.bob)]);
}, 120_000);

afterAll(async () => {
  await d1?.close();
});

describe("the discussion", () => {
  it("members post, vote, reply, edit, delete and report in place; another reader sees it live", {
    timeout: 60_000,
  }, async () => {
    const [a, b] = [alice.page, bob.page];
    // Relative times and the forms render the same on both sides: React reports any difference.
    const mismatches: string[] = [];
    for (const page of [a, b]) {
      page.on("console", (message) => {
        if (message.type() === "error" && /hydrat/i.test(message.text())) mismatches.push(message.text());
      });
    }
    await Promise.all([a.goto(`${QUESTION}#discussion`), b.goto(`${QUESTION}?comments=new#discussion`)]);
    await Promise.all([hydrated(a), hydrated(b)]);
    // Her vote on the question shows beside what she writes.
    await a.getByRole("button", { name: /Pass 291/ }).click();
    await a.getByText("Vote submitted successfully!").waitFor();
    const text = unique("Passing is the only honest choice here");
    const box = a.getByLabel("Your comment", { exact: true });
    await box.fill(text);
    await a.getByText(`${text.length}/500`).waitFor();
    const url = a.url();
    await a.getByRole("button", { name: "Post", exact: true }).click();
    await a.getByText("Your comment is posted.").waitFor();
    expect(await box.inputValue()).toBe("");
    await own(a, text).waitFor();
    expect(a.url()).toBe(url);
    // The other reader's page gets it over the question's socket and says so.
    await own(b, text).waitFor({ timeout: 10_000 });
    await b.getByText(`New comment from ${alice.name}`).waitFor();
    expect(await own(b, text).locator(`p[lang="en"]`).innerText()).toBe(text);
    await own(b, text).getByText("Chose A").waitFor();

    // Votes: up, then taken back, then down; the counts follow.
    const up = own(b, text).getByRole("button", { name: /^Upvote/ });
    const down = own(b, text).getByRole("button", { name: /^Downvote/ });
    await up.click();
    await expect.poll(() => up.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => up.innerText()).toMatch(/\b1$/);
    await up.click();
    await expect.poll(() => up.innerText()).toMatch(/\b0$/);
    await down.click();
    await expect.poll(() => down.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => down.innerText()).toMatch(/\b1$/);

    // A reply, which the author sees arrive under her comment.
    const reply = unique("Skipping gives you time to think");
    await own(b, text).locator("summary", { hasText: "Reply" }).click();
    await own(b, text).getByLabel(`Your reply to ${alice.name}`).fill(reply);
    await own(b, text).getByRole("button", { name: "Reply", exact: true }).click();
    await own(b, reply).waitFor();
    await own(a, reply).waitFor({ timeout: 10_000 });

    // The author edits within the window, then deletes; the reply stays under the placeholder.
    const edited = `${text} (edited to add: really)`;
    await own(a, text)
      .locator("summary", { hasText: /Edit \(\d+ min left\)/ })
      .click();
    await own(a, text).getByLabel("Edit your comment").fill(edited);
    // The save is followed by the page reading itself again. The delete waits for that read, so its
    // clicks never race the page being drawn again (a loaded CI run once lost the confirm step).
    const readAgain = a.waitForResponse(
      (r) => r.request().method() === "GET" && new URL(r.url()).pathname.endsWith(".data"),
    );
    await own(a, text).getByRole("button", { name: "Save" }).click();
    await own(a, edited).getByText("edited").waitFor();
    expect((await readAgain).status()).toBe(200);
    await own(a, edited).getByLabel("Edit your comment").waitFor({ state: "hidden" });
    await own(a, edited).locator("summary", { hasText: "Delete" }).click();
    await own(a, edited).getByRole("button", { name: "Yes, delete it" }).click();
    await a.getByText("[deleted]").waitFor();
    expect(await comment(a, reply).count()).toBe(1);
    expect(await a.getByText(edited).count()).toBe(0);

    // Reporting someone else's comment asks for a reason.
    await own(b, seeds.alice).locator("summary", { hasText: "Report" }).click();
    await own(b, seeds.alice).getByLabel("Spam or advertising").check();
    await own(b, seeds.alice).getByRole("button", { name: "Send report" }).click();
    await own(b, seeds.alice).getByText("Thanks for reporting.", { exact: false }).waitFor();
    await screenshot(b, "discussion-1280");
    expect(mismatches).toEqual([]);
  });

  it("posts without JavaScript, keeping the text of a refused comment", { timeout: 30_000 }, async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await context.addCookies(await bob.context.cookies());
    await page.goto(QUESTION);
    const refused = "Look at example.com for the answer";
    await page.getByLabel("Your comment", { exact: true }).fill(refused);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: /link/i }).waitFor();
    expect(await page.getByLabel("Your comment", { exact: true }).inputValue()).toBe(refused);

    const text = unique("Without scripts I still pick skipping");
    await page.getByLabel("Your comment", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("comments") === "new" && url.hash.startsWith("#comment-"),
    );
    await own(page, text).waitFor();
    await page.getByRole("status").filter({ hasText: "Your comment is posted." }).waitFor();
    await context.close();
  });

  it("pages twenty comments at a time: More works without JavaScript and adds in place with it", {
    timeout: 30_000,
  }, async () => {
    const start = Date.now() - 3_600_000;
    const values = Array.from(
      { length: 23 },
      (_, i) =>
        `('paged-${i}-${randomInt(1e6)}', '${PAGED.id}', 'Reader ${i}', 'Paged comment number ${i}', 'published', ${start + i * 1000})`,
    );
    await d1.rowsOf(
      `INSERT INTO comments (id, question_id, author_name, body, status, created_at) VALUES ${values.join(", ")}`,
    );
    const plain = await browser.page({ javaScriptEnabled: false });
    await plain.page.goto(`${PAGED.path}?comments=new`);
    const items = plain.page.locator("#discussion ol > li");
    expect(await items.count()).toBe(20);
    await plain.page.getByText("Paged comment number 22", { exact: true }).waitFor();
    await plain.page.getByRole("link", { name: "More comments" }).click();
    await plain.page.waitForURL((url) => url.searchParams.get("cpage") === "2");
    expect(await items.count()).toBe(3);
    await plain.page.getByText("Paged comment number 0", { exact: true }).waitFor();
    await plain.page.getByRole("link", { name: "Back to the first comments" }).waitFor();
    await plain.context.close();

    const scripted = await browser.page();
    await scripted.page.goto(`${PAGED.path}?comments=new`);
    await hydrated(scripted.page);
    const before = scripted.page.url();
    await scripted.page.getByRole("link", { name: "More comments" }).click();
    await scripted.page.getByText("Paged comment number 0", { exact: true }).waitFor();
    expect(await scripted.page.locator("#discussion ol > li").count()).toBe(23);
    expect(scripted.page.url()).toBe(before);
    expect(await scripted.page.getByRole("link", { name: "More comments" }).count()).toBe(0);
    await scripted.context.close();
  });

  it("is axe-clean at 360 px for a member and a visitor, and speaks Chinese on /zh/", {
    timeout: 30_000,
  }, async () => {
    await alice.page.setViewportSize({ width: 360, height: 900 });
    await alice.page.goto(`${QUESTION}#discussion`);
    await hydrated(alice.page);
    expect(await alice.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(alice.page)).toEqual([]);
    await screenshot(alice.page, "discussion-member-360");

    const { page, context } = await browser.page({ width: 360 });
    await page.goto(`/zh${QUESTION}`);
    await page.getByRole("heading", { name: /^讨论/ }).waitFor();
    await page.getByRole("link", { name: "登录后参与讨论" }).waitFor();
    await page.getByRole("link", { name: "最新" }).waitFor();
    const button = page.getByRole("link", { name: /^\d+ 条评论$/ }).first();
    expect(await button.getAttribute("href")).toBe(`/zh${QUESTION}#discussion`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "discussion-zh-360");
    // Every question card leads to its discussion, saying how many comments it holds.
    await page.goto("/zh/");
    const card = page.locator('a[href$="#discussion"]').first();
    expect(await card.getAttribute("href")).toMatch(/^\/zh\/question\/[^/]+#discussion$/);
    expect(await card.getAttribute("aria-label")).toMatch(/^\d+ 条评论$/);
    await context.close();
  });
});
