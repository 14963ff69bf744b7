// Accounts in the browser tests. Every e2e file shares one server and one database, and better-auth
// limits sign-ins (3 per 10 s) and reset requests (3 per minute) per address: each visitor here gets
// its own address (wrangler dev passes a client's CF-Connecting-IP through; Cloudflare would not)
// and its own e-mail address.
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import type { sharedBrowser } from "./browser";

type Browser = ReturnType<typeof sharedBrowser>;
type Options = Parameters<Browser["page"]>[0];

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** A page in a fresh context that speaks from an address of its own. */
export async function visitor(browser: Browser, options?: Options) {
  const opened = await browser.page(options);
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await opened.context.setExtraHTTPHeaders({ "cf-connecting-ip": ip });
  return opened;
}

/** Follows the link in the newest development mail to `email` whose address contains `path`. */
export async function followMailLink(page: Page, email: string, path: string) {
  await page.goto("/dev/mailbox");
  const message = page.getByRole("listitem").filter({ hasText: email }).first();
  await message.getByRole("link", { name: new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=`) }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** Registers on /sign-in (works with and without JavaScript) and confirms from the mailbox. */
export async function registerConfirmed(page: Page, name: string, email: string, password: string) {
  await page.goto("/sign-in?mode=register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText("Registration successful!").waitFor();
  await followMailLink(page, email, "/auth/confirm");
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await page.getByRole("heading", { name: "Email Confirmed!" }).waitFor();
}

/** Submits /sign-in's form; the caller waits for what should follow (the menu, or the error). */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
