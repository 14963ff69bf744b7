import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { questionIn, registerConfirmed, signInAs, uniqueEmail } from "./account-helpers";
import { hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const signedInAs = (page: Page, name: string) => page.getByLabel(`Account menu for ${name}`);

describe("/settings, without JavaScript", () => {
  it("changes the name and the password, and the password change ends the other sessions", {
    timeout: 60_000,
  }, async () => {
    const email = uniqueEmail("settings");
    const phone = await browser.page({ javaScriptEnabled: false, width: 360 });
    const laptop = await browser.page({ javaScriptEnabled: false });
    await registerConfirmed(phone.page, "Ada Lovelace", email, "engine-one");
    await signInAs(phone.page, email, "engine-one");
    await signInAs(laptop.page, email, "engine-one");

    // The menu leads there without JavaScript (a <details> menu).
    await signedInAs(phone.page, "Ada Lovelace").click();
    await phone.page.getByRole("link", { name: "Settings" }).click();
    await phone.page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone.page, "settings-360");

    await phone.page.getByLabel("Full name").fill("Ada King");
    await phone.page.getByRole("button", { name: "Save Name" }).click();
    await phone.page.getByText("Your name has been saved.").waitFor();
    await signedInAs(phone.page, "Ada King").waitFor();

    await phone.page.getByLabel("Current password").fill("not-my-password");
    await phone.page.getByLabel("New password").fill("engine-two");
    await phone.page.getByRole("button", { name: "Change Password" }).click();
    await phone.page.getByText("Invalid password").waitFor();

    await phone.page.getByLabel("Current password").fill("engine-one");
    await phone.page.getByLabel("New password").fill("engine-two");
    await phone.page.getByRole("button", { name: "Change Password" }).click();
    await phone.page.getByText("Your password has been changed.").waitFor();

    // This browser stays signed in with its new session; the laptop's session is over.
    await phone.page.goto("/");
    await signedInAs(phone.page, "Ada King").waitFor();
    await laptop.page.goto("/");
    await laptop.page.getByRole("link", { name: "Sign in" }).waitFor();
    await signInAs(laptop.page, email, "engine-two");
    await signedInAs(laptop.page, "Ada King").waitFor();
    await phone.context.close();
    await laptop.context.close();
  });

  it("sends a signed-out visitor to sign in first, then back to settings", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/settings");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/sign-in?redirectTo=%2Fsettings");
    await page.goto("/activity");
    expect(new URL(page.url()).search).toBe("?redirectTo=%2Factivity");
    await context.close();
  });

  it("deletes the account only with its password and the box ticked", { timeout: 60_000 }, async () => {
    const email = uniqueEmail("delete");
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await registerConfirmed(page, "Short Lived", email, "goodbye-1");
    await signInAs(page, email, "goodbye-1");
    await page.goto("/settings");
    const deleteSection = page.getByRole("region", { name: "Delete account" });
    // Sent empty past the field's `required`, as a script could: the password is still asked for.
    await deleteSection.getByLabel("Password").evaluate((input) => input.removeAttribute("required"));
    await deleteSection.getByLabel(/I understand/).check();
    await deleteSection.getByRole("button", { name: "Delete Account" }).click();
    await page
      .getByRole("region", { name: "Delete account" })
      .getByText("Please enter your password.")
      .waitFor();

    await deleteSection.getByLabel("Password").fill("wrong-one");
    await deleteSection.getByLabel(/I understand/).check();
    await deleteSection.getByRole("button", { name: "Delete Account" }).click();
    await page.getByText("Invalid password").waitFor();

    const again = page.getByRole("region", { name: "Delete account" });
    await again.getByLabel("Password").fill("goodbye-1");
    await again.getByLabel(/I understand/).check();
    await again.getByRole("button", { name: "Delete Account" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "?account=deleted");
    await page.getByText("Your account has been deleted.").waitFor();
    await page.getByRole("link", { name: "Sign in" }).waitFor();

    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("goodbye-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    await context.close();
  });
});

describe("your activity, with JavaScript", () => {
  it("lists the questions you voted on, liked and submitted, and signing out everywhere ends every session", {
    timeout: 90_000,
  }, async () => {
    const email = uniqueEmail("activity");
    const { page, context } = await browser.page();
    const other = await browser.page();
    await registerConfirmed(page, "Active Voter", email, "ballot-box");
    await signInAs(page, email, "ballot-box");
    await signInAs(other.page, email, "ballot-box");

    const question = await questionIn("Food");
    await page.goto(`/question/${question.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: new RegExp(question.optionB) }).click();
    await page.getByText("Vote submitted successfully!").waitFor();
    await page.getByRole("button", { name: /Like/, pressed: false }).click();
    await page.getByRole("button", { name: /Like/, pressed: true }).waitFor();

    await page.goto("/submit-would-you-rather-question");
    await hydrated(page);
    await page.getByLabel("Your question").fill(`Would you rather test activity ${Date.now()} or watch it?`);
    await page.getByLabel("Option A").fill("Test it");
    await page.getByLabel("Option B").fill("Watch it");
    await page.getByRole("button", { name: /Submit Question/ }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.getByLabel("Account menu for Active Voter").click();
    await page.getByRole("link", { name: "Your Activity" }).click();
    await page.getByRole("heading", { name: "Your activity" }).waitFor();
    const mine = page.getByRole("region", { name: /Your questions/ });
    await mine.getByText("Waiting for review").waitFor();
    // Votes reach D1 from the question's object a moment after they are cast.
    const answered = page.getByRole("region", { name: /Questions you answered/ });
    for (
      let attempt = 0;
      attempt < 10 && !(await answered.getByText(question.questionText).count());
      attempt++
    ) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    expect(await answered.getByText(`You chose ${question.optionB}`).isVisible()).toBe(true);
    const liked = page.getByRole("region", { name: /Questions you liked/ });
    expect(await liked.getByRole("link", { name: question.questionText }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "activity");

    await page.goto("/settings");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await page.waitForURL((url) => url.search === "?signedOut=everywhere");
    await page.getByText("You have been signed out on every device.").waitFor();
    await other.page.goto("/");
    await other.page.getByRole("link", { name: "Sign in" }).waitFor();
    await context.close();
    await other.context.close();
  });
});
