import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { questionIn, registerConfirmed, uniqueEmail } from "./account-helpers";
import { baseURL, hydrated, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const PASSWORD = "discuss12";
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Opens the header's sign-in dialog on `path` and fills it in. */
async function dialogOn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await hydrated(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^(Sign in|登录)$/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^(Email|邮箱)/).fill(email);
  await dialog.getByLabel(/^(Password|密码)/).fill(password);
  return dialog;
}

describe("signing in from the dialog keeps the reader in place", () => {
  it("answers a wrong password inside the dialog, then lands on the question at #discussion", async () => {
    const { page, context } = await browser.page();
    const email = uniqueEmail("in-place");
    await registerConfirmed(page, "Rosalind Franklin", email, PASSWORD);
    const { slug } = await questionIn("Food");
    const question = `/question/${slug}#discussion`;

    const dialog = await dialogOn(page, question, email, "not-the-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Invalid email or password").waitFor();
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    expect(here(page)).toBe(question);

    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByLabel("Account menu for Rosalind Franklin").waitFor();
    expect(here(page)).toBe(question);
    await context.close();
  });

  it("comes back to a Chinese question page in Chinese", async () => {
    const { page, context } = await browser.page();
    const email = uniqueEmail("in-place-zh");
    await registerConfirmed(page, "Tu Youyou", email, PASSWORD);
    const { slug } = await questionIn("Food", 1);
    const question = `/zh/question/${slug}#discussion`;
    const dialog = await dialogOn(page, question, email, PASSWORD);
    await dialog.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByLabel(/Tu Youyou/).waitFor();
    expect(here(page)).toBe(question);
    await context.close();
  });

  it("says inside the dialog that an address is not confirmed yet", async () => {
    const { page, context } = await browser.page();
    const email = uniqueEmail("in-place-unconfirmed");
    await page.goto("/sign-in?mode=register");
    await page.getByLabel("Full name").fill("Barbara McClintock");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Registration successful!").waitFor();

    const { slug } = await questionIn("Food");
    const dialog = await dialogOn(page, `/question/${slug}`, email, PASSWORD);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await dialog
      .getByRole("alert")
      .getByText("Please confirm your email address first. We have sent you a new confirmation link.")
      .waitFor();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    expect(here(page)).toBe(`/question/${slug}`);
    await context.close();
  });

  it("never follows a way back to another site, even when the form is tampered with", async () => {
    const { page, context } = await browser.page();
    const email = uniqueEmail("in-place-evil");
    await registerConfirmed(page, "Chien-Shiung Wu", email, PASSWORD);
    const dialog = await dialogOn(page, "/about", email, PASSWORD);
    // Tampered on the wire: a value typed into the hidden field would be put back by React's next
    // render of the form before it is sent.
    await page.route("**/sign-in*", async (route) => {
      const sent = new URLSearchParams(route.request().postData() ?? "");
      if (route.request().method() !== "POST" || !sent.has("redirectTo")) return route.continue();
      sent.set("redirectTo", "//evil.example/");
      await route.continue({ postData: sent.toString() });
    });
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByLabel("Account menu for Chien-Shiung Wu").waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    expect(here(page)).toBe("/");
    await context.close();
  });
});

describe("/sign-in without JavaScript", () => {
  it("keeps the way back through a wrong password and lands on it", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    const email = uniqueEmail("return-nojs");
    await registerConfirmed(page, "Dorothy Hodgkin", email, PASSWORD);
    const { slug } = await questionIn("Food");
    const question = `/question/${slug}#discussion`;
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(question)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByRole("alert").getByText("Invalid email or password").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(email);

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/question/${slug}`);
    expect(here(page)).toBe(question);
    await page.getByLabel("Account menu for Dorothy Hodgkin").waitFor();
    await context.close();
  });

  it("goes home instead of to another site", async () => {
    for (const outside of ["https://evil.example/", "//evil.example"]) {
      const { page, context } = await browser.page({ javaScriptEnabled: false });
      const email = uniqueEmail("return-outside");
      await registerConfirmed(page, "Lise Meitner", email, PASSWORD);
      await page.goto(`/sign-in?redirectTo=${encodeURIComponent(outside)}`);
      expect(await page.locator('input[name="redirectTo"]').first().inputValue()).toBe("/");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
      await page.getByLabel("Account menu for Lise Meitner").waitFor();
      await context.close();
    }
  });
});
