import { describe, expect, it } from "vitest";
import { screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("an account, without JavaScript", () => {
  it("registers, confirms from the mailbox, signs in, shows the name and signs out", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false, width: 360 });
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/sign-in");
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByLabel("Full name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("compiler1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page
      .getByText("Registration successful! Please check your email to verify your account.")
      .waitFor();

    // Signing in before confirming sends a fresh link and says so; the newest link is followed below.
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("compiler1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page
      .getByText("Please confirm your email address first. We have sent you a new confirmation link.")
      .waitFor();

    await page.goto("/dev/mailbox");
    const message = page.getByRole("listitem").filter({ hasText: email }).first();
    await message.getByRole("link", { name: /\/auth\/confirm\?token=/ }).click();
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await page.getByRole("heading", { name: "Email Confirmed!" }).waitFor();
    expect(await page.getByText("Email confirmed successfully! You can now sign in.").isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === "/" && url.search === "?confirmed=true", {
      timeout: 6000,
    });
    // Home says it again, with the way on.
    const notice = page
      .getByRole("status")
      .filter({ hasText: "Email confirmed successfully! You can now sign in." });
    await notice.getByRole("link", { name: "Sign in" }).waitFor();

    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    await page.getByLabel("Password").fill("compiler1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // At 360 px the header shows the initial; the menu's label carries the whole name.
    const menu = page.getByLabel("Account menu for Grace Hopper");
    expect((await menu.innerText()).trim()).toBe("▾");
    expect(await menu.locator("[data-initial]").getAttribute("data-initial")).toBe("G");
    await menu.click();
    await screenshot(page, "account-menu-360");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await page.getByLabel("Account menu for Grace Hopper").count()).toBe(0);
    await context.close();
  });

  it("keeps /sign-in accessible in every mode, and within a 360 px screen", async () => {
    const { page, context } = await browser.page({ width: 360 });
    for (const mode of ["login", "register", "forgot"]) {
      await page.goto(`/sign-in?mode=${mode}`);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `sign-in-${mode}-360`);
    }
    await context.close();
  });

  it("answers a forgotten password the same way for any address", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/sign-in?mode=forgot");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Password reset email sent! Please check your inbox.").waitFor();
    await context.close();
  });
});
