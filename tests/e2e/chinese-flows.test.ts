import { describe, expect, it } from "vitest";
import { CARD_ATTRIBUTE, YOUR_VOTE_ATTRIBUTE } from "#domain/personal-questions.ts";
import zhAccounts from "../../messages/zh/accounts.json";
import zhLists from "../../messages/zh/lists.json";
import zhQuestion from "../../messages/zh/question.json";
import zhSubmit from "../../messages/zh/submissions.json";
import { followMailLink, questionIn, uniqueEmail } from "./account-helpers";
import { baseURL, hydrated, sharedBrowser } from "./browser";

// The flows people depend on, walked through in Chinese: the words come from the Chinese message
// files, so a flow that fell back to English would not find them.

const browser = sharedBrowser();

/** A question's Chinese text, as the API gives it. */
async function inChinese(slug: string): Promise<{ id: string; optionA: string; category: string }> {
  const res = await fetch(`${baseURL()}/api/questions/slug/${slug}?lang=zh`);
  return ((await res.json()) as { data: { id: string; optionA: string; category: string } }).data;
}

describe("in Chinese, a visitor", () => {
  it("votes on a question page, and the category page's card shows the vote", async () => {
    const { slug } = await questionIn("Food", 3);
    const question = await inChinese(slug);
    const { page, context } = await browser.page({ locale: "zh-CN" });
    await page.goto(`/zh/question/${slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(question.optionA) }).click();
    // The page's own line (the toast says the same in Chinese).
    await page.locator("#main").getByText(zhQuestion.question_vote_submitted).waitFor();
    await page
      .getByText(zhQuestion.question_your_choice, { exact: true })
      .filter({ visible: true })
      .waitFor();

    // Lists read D1, where the question's object writes the vote within about two seconds.
    const card = page.locator(`article[${CARD_ATTRIBUTE}="${question.id}"]`);
    await expect
      .poll(
        async () => {
          await page.goto(`/zh/category/${question.category}`);
          return card.getAttribute(YOUR_VOTE_ATTRIBUTE);
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe("A");
    expect(await card.getByText(zhLists.lists_card_your_choice).filter({ visible: true }).count()).toBe(1);
    await context.close();
  });

  it("submits a question written in Chinese and is thanked in Chinese", async () => {
    const { page, context } = await browser.page({ locale: "zh-CN" });
    await page.goto("/zh/submit-would-you-rather-question");
    await hydrated(page);
    const unique = String(Date.now()).slice(-6);
    await page
      .getByLabel(zhSubmit.submit_field_question)
      .fill(`你宁愿每天早上${unique}点起床，还是每天晚上不睡觉？`);
    await page.getByLabel(zhSubmit.submit_field_option_a).fill("早起");
    await page.getByLabel(zhSubmit.submit_field_option_b).fill("熬夜");
    await page.getByRole("button", { name: zhSubmit.submit_button }).click();
    await page.getByText(zhSubmit.submit_success_title).waitFor();
    await context.close();
  });

  it("registers, confirms the e-mail and signs in, all on Chinese pages", async () => {
    const email = uniqueEmail("zh-flow");
    const password = "correct-horse-42";
    const { page, context } = await browser.page({ locale: "zh-CN" });
    await page.goto("/zh/sign-in?mode=register");
    await page.getByLabel(zhAccounts.account_full_name).fill("小明");
    await page.getByLabel(zhAccounts.account_email, { exact: true }).fill(email);
    await page.getByLabel(zhAccounts.account_password, { exact: true }).fill(password);
    await page.getByRole("button", { name: zhAccounts.account_create_account }).click();
    await page.getByText(zhAccounts.account_register_success).waitFor();

    // The confirmation e-mail links to the Chinese confirmation page.
    await followMailLink(page, email, "/zh/auth/confirm");
    await page.getByRole("button", { name: zhAccounts.account_confirm_button }).click();
    await page.getByRole("heading", { name: zhAccounts.account_confirmed_heading }).waitFor();

    const signIn = async (with_: string) => {
      await page.goto("/zh/sign-in");
      await page.getByLabel(zhAccounts.account_email, { exact: true }).fill(email);
      await page.getByLabel(zhAccounts.account_password, { exact: true }).fill(with_);
      await page.getByRole("button", { name: zhAccounts.account_sign_in_title, exact: true }).click();
    };
    await signIn("not-the-password");
    await page.getByText(zhAccounts.account_auth_invalid_credentials).waitFor();
    await signIn(password);
    await page.waitForURL((url) => url.pathname === "/zh/");
    await context.close();
  });
});
