import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { runBin } from "../../scripts/tools";
import { randomNoun } from "../shared/distinct-question";
import { hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

/** Random letters could spell a word the language check refuses; plain nouns never do. */
const word = () => `${randomNoun()} ${randomNoun()}`;

async function fill(page: Page, values: { questionText: string; optionA: string; optionB: string }) {
  await page.getByLabel("Your question").fill(values.questionText);
  await page.getByLabel("Option A").fill(values.optionA);
  await page.getByLabel("Option B").fill(values.optionB);
}

/** The field's own box holds the message, right under it. */
const messageUnder = (page: Page, id: string) => page.locator(`div:has(> #${id}) > #form-error`);

/** Sets a submission's fate straight in the browser tests' database, as a moderator would. */
function reject(token: string, reason: string, note: string) {
  const sql = `update questions set status = 'rejected', rejection_reason = '${reason}', rejection_note = '${note}' where status_token_hash = '${token}'`;
  runBin(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", inject("serverState"), "--command", sql],
    {
      quiet: true,
    },
  );
}

describe("automatic checks in the submit form", () => {
  it("shows a refusal under its field, a near-duplicate with its link, then the status link", {
    timeout: 60_000,
  }, async () => {
    const { page, context } = await browser.page();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/submit-would-you-rather-question");
    await hydrated(page);

    const own = {
      questionText: `Would you rather tame a ${word()} or ride a ${word()}?`,
      optionA: "Tame it",
      optionB: "Ride it",
    };
    await fill(page, { ...own, optionA: "Visit example.com" });
    await page.getByRole("button", { name: "Submit Question" }).click();
    await messageUnder(page, "optionA")
      .getByText("Option A cannot contain links or web addresses.")
      .waitFor();
    expect(await page.getByLabel("Option A").getAttribute("aria-invalid")).toBe("true");

    await fill(page, {
      questionText: "Would you rather have super speed or super strength?",
      optionA: "Speed",
      optionB: "Strength",
    });
    await page.getByRole("button", { name: "Submit Question" }).click();
    const similar = messageUnder(page, "questionText");
    await similar.getByText("A very similar question already exists").waitFor();
    expect(
      await similar.getByRole("link", { name: "See the similar question" }).getAttribute("href"),
    ).toMatch(/^\/question\/would-you-rather-have-super-strength/);
    expect(await seriousViolations(page)).toEqual([]);

    await fill(page, own);
    await page.getByRole("button", { name: "Submit Question" }).click();
    await page.getByText("Question submitted!").waitFor();
    const statusUrl = await page.getByLabel("Your private status link").inputValue();
    expect(statusUrl).toMatch(/\/submission\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(statusUrl);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "submit-status-link");

    const response = await page.goto(new URL(statusUrl).pathname);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByText("Waiting for review").waitFor();
    expect(await page.getByText(own.questionText).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "submission-status");
    await context.close();

    const dark = await browser.page({ colorScheme: "dark", width: 360 });
    await dark.page.goto(new URL(statusUrl).pathname);
    expect(await seriousViolations(dark.page)).toEqual([]);
    expect(
      await dark.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(dark.page, "submission-status-360-dark");
    await dark.context.close();
  });
});

describe("the submit form on a Chinese page", () => {
  it("refuses in Chinese under the field, and keeps a Chinese question's full-width punctuation", {
    timeout: 60_000,
  }, async () => {
    const { page, context } = await browser.page();
    await page.goto("/zh/submit-would-you-rather-question");
    await hydrated(page);
    const n = () => Math.floor(Math.random() * 1_000_000);
    const own = {
      questionText: `你宁愿养${n()}只会说话的猫（真的），还是骑${n()}辆会飞的自行车？`,
      optionA: "会说话的猫！",
      optionB: "会飞的自行车～",
    };
    await page.getByLabel("你的问题").fill(own.questionText);
    await page.getByLabel("选项 A").fill("去 example.com 看看");
    await page.getByLabel("选项 B").fill(own.optionB);
    await page.getByRole("button", { name: "提交问题" }).click();
    await messageUnder(page, "optionA").getByText("选项 A里不能有链接或网址。").waitFor();

    await page.getByLabel("选项 A").fill(own.optionA);
    await page.getByRole("button", { name: "提交问题" }).click();
    await page.getByText("问题已提交！").waitFor();
    const statusUrl = await page.getByLabel("你的专属状态链接").inputValue();
    expect(statusUrl).toMatch(/\/zh\/submission\/[A-Za-z0-9_-]{43}$/);
    await page.goto(new URL(statusUrl).pathname);
    await page.getByText("等待审核").waitFor();
    expect(await page.getByText(own.questionText).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the status page without JavaScript", () => {
  it("shows the status link after submitting, then the status and a rejection's reason", {
    timeout: 60_000,
  }, async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/submit-would-you-rather-question");
    await fill(page, {
      questionText: `Would you rather knit a ${word()} or carve a ${word()}?`,
      optionA: "Knit",
      optionB: "Carve",
    });
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("button", { name: "Submit Question" }).click(),
    ]);
    await page.getByText("Question submitted!").waitFor();
    expect(await page.getByRole("button", { name: "Copy link" }).count()).toBe(0);
    const statusUrl = await page.getByLabel("Your private status link").inputValue();

    await page.getByRole("link", { name: "Open the status page" }).click();
    await page.getByText("Waiting for review").waitFor();

    const token = new URL(statusUrl).pathname.split("/")[2] as string;
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    reject(hash, "wrong-category", "Try it in Funny.");
    await page.reload();
    await page.getByText("Not published").waitFor();
    expect(await page.getByText("It does not fit the chosen category").isVisible()).toBe(true);
    expect(await page.getByText("Try it in Funny.").isVisible()).toBe(true);

    const missing = await page.goto(`/submission/${"A".repeat(43)}`);
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Status link not found" }).waitFor();
    expect((await page.goto("/submission/not-a-token"))?.status()).toBe(404);
    await context.close();
  });
});
