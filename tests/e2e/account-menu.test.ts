import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { registerConfirmed, submitSignIn, uniqueEmail } from "./account-helpers";
import { hydrated, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();
const email = uniqueEmail("menu");
const PASSWORD = "menu-password";
const MENU = "Account menu for Mary Jackson";

/** A signed-in page with JavaScript, from an address of its own. */
async function signedIn(width?: number) {
  const opened = await browser.page({ width });
  await submitSignIn(opened.page, email, PASSWORD);
  await opened.page.getByLabel(MENU).waitFor();
  await hydrated(opened.page);
  return opened;
}

const isOpen = (page: Page) =>
  page
    .locator("details:has(> summary[aria-label^='Account menu'])")
    .evaluate((d) => (d as HTMLDetailsElement).open);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe("the user menu, with JavaScript", () => {
  beforeAll(async () => {
    const { page, context } = await browser.page();
    await registerConfirmed(page, "Mary Jackson", email, PASSWORD);
    await context.close();
  });

  it("opens with a click, shows the name, Your Activity, Settings and Sign Out, and closes with Escape back on its button", async () => {
    const { page, context } = await signedIn();
    const summary = page.getByLabel(MENU);
    expect((await summary.innerText()).replace(/\s+/g, " ").trim()).toBe("Mary Jackson ▾");
    // The avatar's letter is drawn by CSS here, so it stays out of the button's visible label.
    const drawn = await summary
      .locator("[data-initial]")
      .evaluate((avatar) => getComputedStyle(avatar, "::before").content);
    expect(drawn).toBe('"M"');
    await summary.click();
    expect(await isOpen(page)).toBe(true);
    await page
      .getByRole("paragraph")
      .filter({ hasText: /^Mary Jackson$/ })
      .waitFor();
    expect(await page.getByRole("link", { name: "Your Activity" }).getAttribute("href")).toBe("/activity");
    expect(await page.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    await page.getByRole("button", { name: "Sign Out" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Sign Out" }).focus();
    await page.keyboard.press("Escape");
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(MENU);
    await context.close();
  });

  it("opens from the keyboard: Enter, Space and ArrowDown", async () => {
    const { page, context } = await signedIn(360);
    const summary = page.getByLabel(MENU);
    // At 360 px only the initial (drawn by CSS) shows; the label carries the name.
    expect((await summary.innerText()).trim()).toBe("▾");
    for (const key of ["Enter", "Space"]) {
      await summary.focus();
      await page.keyboard.press(key);
      expect(await isOpen(page), key).toBe(true);
      await page.keyboard.press("Escape");
      expect(await isOpen(page), key).toBe(false);
    }
    await summary.focus();
    await page.keyboard.press("ArrowDown");
    expect(await isOpen(page)).toBe(true);
    expect(await focusedText(page)).toBe("Your Activity");
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toBe("Settings");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    // Up from the first item wraps to the last.
    expect(await focusedText(page)).toBe("Sign Out");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press("Escape");
    expect(await isOpen(page)).toBe(false);
    await context.close();
  });

  it("signs out from the keyboard, and the session is gone", async () => {
    const { page, context } = await signedIn();
    await page.getByLabel(MENU).focus();
    // Up from the button lands on the last item, Sign Out.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    await page.reload();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await page.getByLabel(MENU).count()).toBe(0);
    await context.close();
  });
});
