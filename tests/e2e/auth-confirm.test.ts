import { describe, expect, it } from "vitest";
import { followMailLink, uniqueEmail } from "./account-helpers";
import { hydrated, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("the e-mail confirmation page", () => {
  it("fails a missing or wrong link with the invalid-link message and a way home", async () => {
    const { page, context } = await browser.page({ width: 360 });
    for (const query of ["", "?token=abc", "?type=signup", "?token=abc&type=recovery"]) {
      await page.goto(`/auth/confirm${query}`);
      await page.getByRole("heading", { name: "Confirmation Failed" }).waitFor();
      expect(await page.getByRole("alert").innerText(), query).toBe("Invalid confirmation link.");
      expect(await page.getByRole("button", { name: "Confirm my email" }).count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await context.close();
  });

  it("fails a token the server does not know, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, context } = await browser.page({ javaScriptEnabled });
      await page.goto("/auth/confirm?token=not-a-real-token&type=signup");
      // axe runs as a script: only a page with JavaScript can be checked.
      if (javaScriptEnabled) await hydrated(page);
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Confirm my email" }).click();
      await page.getByRole("heading", { name: "Confirmation Failed" }).waitFor();
      expect(await page.getByRole("alert").innerText()).toBe(
        "Email confirmation failed. The link may be expired or invalid.",
      );
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Go to Homepage" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await context.close();
    }
  });

  it("confirms from the mailbox, then goes home after about 3 seconds and says so there", async () => {
    const { page, context } = await browser.page();
    const email = uniqueEmail("confirm");
    await page.goto("/sign-in?mode=register");
    await page.getByLabel("Full name").fill("Katherine Johnson");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("orbital1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Registration successful!").waitFor();

    await followMailLink(page, email, "/auth/confirm");
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await page.getByRole("heading", { name: "Email Confirmed!" }).waitFor();
    const confirmedAt = Date.now();
    // The page's own status line; the layout keeps an empty one for the offline note.
    expect(await page.getByRole("main").getByRole("status").innerText()).toBe(
      "Email confirmed successfully! You can now sign in.",
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForURL((url) => url.pathname === "/" && url.search === "?confirmed=true", {
      timeout: 8000,
    });
    expect(Date.now() - confirmedAt).toBeGreaterThan(2000);
    await page
      .getByRole("status")
      .filter({ hasText: "Email confirmed successfully! You can now sign in." })
      .waitFor();

    await context.close();
  });
});
