import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { followMailLink, registerConfirmed, submitSignIn, uniqueEmail } from "./account-helpers";
import { hydrated, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();
const OLD_PASSWORD = "first-password";
const NEW_PASSWORD = "second-password";

/** "Forgot your password?" as the visitor finds it: the header's dialog, or /sign-in without JavaScript. */
async function askForReset(page: Page, email: string, javaScriptEnabled: boolean) {
  await page.goto("/");
  if (javaScriptEnabled) await hydrated(page);
  await page.getByRole("link", { name: "Sign in" }).click();
  const form = javaScriptEnabled ? page.getByRole("dialog", { name: "Sign In" }) : page.getByRole("main");
  await form.getByRole(javaScriptEnabled ? "button" : "link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await page.getByText("Password reset email sent! Please check your inbox.").waitFor();
}

describe.each([
  { javaScriptEnabled: true, how: "with JavaScript" },
  { javaScriptEnabled: false, how: "without JavaScript" },
])("resetting a password $how", ({ javaScriptEnabled }) => {
  it("ends the other session, refuses the old password and takes the new one", async () => {
    const email = uniqueEmail(javaScriptEnabled ? "reset-js" : "reset-nojs");
    const laptop = await browser.page({ javaScriptEnabled });
    await registerConfirmed(laptop.page, "Dorothy Vaughan", email, OLD_PASSWORD);
    await submitSignIn(laptop.page, email, OLD_PASSWORD);
    await laptop.page.getByLabel("Account menu for Dorothy Vaughan").waitFor();

    const phone = await browser.page({ javaScriptEnabled });
    await askForReset(phone.page, email, javaScriptEnabled);
    await followMailLink(phone.page, email, "/reset-password");
    if (javaScriptEnabled) {
      await hydrated(phone.page);
      expect(await seriousViolations(phone.page)).toEqual([]);
    }
    await phone.page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await phone.page.getByRole("button", { name: "Set New Password" }).click();
    await phone.page
      .getByRole("status")
      .filter({ hasText: "Your password has been changed. You can now sign in with it." })
      .waitFor();
    if (javaScriptEnabled) expect(await seriousViolations(phone.page)).toEqual([]);

    // The laptop's session ended with the reset.
    await laptop.page.reload();
    await laptop.page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await laptop.page.getByLabel("Account menu for Dorothy Vaughan").count()).toBe(0);

    await submitSignIn(phone.page, email, OLD_PASSWORD);
    await phone.page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    await submitSignIn(phone.page, email, NEW_PASSWORD);
    await phone.page.getByLabel("Account menu for Dorothy Vaughan").waitFor();
    await laptop.context.close();
    await phone.context.close();
  });

  it("says so when the link is incomplete or the token is unknown", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled });
    await page.goto("/reset-password");
    await page
      .getByRole("alert")
      .filter({ hasText: "This reset link is incomplete or has expired." })
      .waitFor();
    await page.getByRole("link", { name: "Ask for a new link" }).waitFor();
    if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set New Password" }).click();
    const refusal = page.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/invalid|expired/i);
    await context.close();
  });
});
