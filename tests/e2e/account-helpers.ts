// Accounts in the browser tests. Every e2e file shares one server and one database, so each test
// uses e-mail addresses of its own (and each browser context its own client address: browser.ts).
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { baseURL } from "./browser";

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export type ListedQuestion = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
};

/** The `index`-th newest published question of a category, from the public API. */
export async function questionIn(category: string, index = 0): Promise<ListedQuestion> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  return ((await res.json()) as { data: ListedQuestion[] }).data[index] as ListedQuestion;
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

/** Signs in through /sign-in and waits for home. */
export async function signInAs(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
}
