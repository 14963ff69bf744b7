import { describe, expect, it } from "vitest";
import { hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("the sign-in dialog, with JavaScript", () => {
  it("switches modes by links, answers register and forgot inside it, and clears its fields when closed", async () => {
    const { page, context } = await browser.page({ width: 360 });
    const email = `dialog-${Date.now()}@example.com`;
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.waitFor();
    expect(page.url()).not.toContain("/sign-in");
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Sign up" }).click();
    const register = page.getByRole("dialog", { name: "Create Account" });
    await register.getByLabel("Full name").fill("Ada Lovelace");
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Password").fill("engine12");
    await register.getByRole("button", { name: "Create Account" }).click();
    // Success moves to login mode with the check-your-email message.
    const login = page.getByRole("dialog", { name: "Sign In" });
    await login
      .getByText("Registration successful! Please check your email to verify your account.")
      .waitFor();
    await screenshot(page, "sign-in-dialog-360");

    await login.getByRole("button", { name: "Forgot your password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Reset Password" });
    await forgot.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
    await forgot.getByRole("button", { name: "Send Reset Link" }).click();
    await forgot.getByText("Password reset email sent! Please check your inbox.").waitFor();

    await forgot.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("dialog", { name: "Sign In" }).getByLabel("Email").fill("typed@example.com");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Sign in");

    await page.getByRole("link", { name: "Sign in" }).click();
    const reopened = page.getByRole("dialog", { name: "Sign In" });
    expect(await reopened.getByLabel("Email").inputValue()).toBe("");
    expect(await reopened.getByText(/Registration successful/).count()).toBe(0);
    await context.close();
  });

  it("shows the form's own validation in the browser and the server's message for a wrong password", async () => {
    const { page, context } = await browser.page();
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.getByLabel("Email").fill("no-such-person@example.com");
    await dialog.getByLabel("Password").fill("whatever1");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    // Better-auth's sentence, inside the dialog, which stays open on the same page.
    await dialog.getByRole("alert").getByText("Invalid email or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/about");
    await context.close();
  });
});
