import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

const browser = sharedBrowser();

// The shared test server has no Google or GitHub client ids: the round trip itself is tested in
// tests/workers/social-sign-in.test.ts against a mock provider, the buttons in tests/unit.
describe("Google and GitHub sign-in on a site without client ids", () => {
  it("shows no provider buttons, on /sign-in or in the dialog, and refuses the post with a sentence", async () => {
    const { page, context } = await browser.page();
    await page.goto("/sign-in");
    await page.getByRole("heading", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("button", { name: /Continue with/ }).count()).toBe(0);

    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("dialog", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("button", { name: /Continue with/ }).count()).toBe(0);

    const refused = await page.request.post("/sign-in", {
      form: { provider: "google" },
      headers: { origin: baseURL() },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toContain("Sign-in with Google is not available on this site.");
    await context.close();
  });

  it("sends /auth/callback home: plain without a session, with a notice after a provider error", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/auth/callback");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/");

    await page.goto("/auth/callback?error=access_denied&error_description=cancelled");
    expect(new URL(page.url()).search).toBe("?error=auth_failed");
    await page.getByRole("alert").getByText("Sign in failed. Please try again.").waitFor();

    await page.goto("/?success=auth_success");
    await page.getByRole("status").getByText("You're signed in. Welcome!").waitFor();
    await context.close();
  });

  it("answers a Chinese page in Chinese and brings its sign-in home to /zh/, with the notice in Chinese", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    const refused = await page.request.post("/zh/sign-in", {
      form: { provider: "google" },
      headers: { origin: baseURL() },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toContain("本站暂不支持用 Google 登录。");

    await page.goto("/auth/callback?lang=zh");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/zh/");

    await page.goto("/auth/callback?lang=zh&error=access_denied&error_description=cancelled");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/zh/?error=auth_failed");
    await page.getByRole("alert").getByText("登录失败，请再试一次。").waitFor();
    await context.close();
  });
});
