import type { Page } from "playwright-core";
import { baseURL } from "./browser";

export type ListedQuestion = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
};

/** The catalogue's `index`-th newest question of a category, from the public API. */
export async function questionIn(category: string, index = 0): Promise<ListedQuestion> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  return ((await res.json()) as { data: ListedQuestion[] }).data[index] as ListedQuestion;
}

let accounts = 0;
/** An address no other test uses: every browser test file shares one database. */
export const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}-${++accounts}@example.com`;

/** Registers through /sign-in and confirms from the development mailbox; leaves the page signed out. */
export async function registerConfirmed(page: Page, name: string, email: string, password: string) {
  await page.goto("/sign-in?mode=register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText("Registration successful!").waitFor();
  await page.goto("/dev/mailbox");
  const message = page.getByRole("listitem").filter({ hasText: email }).first();
  await message.getByRole("link", { name: /\/auth\/confirm\?token=/ }).click();
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await page.getByRole("heading", { name: "Email Confirmed!" }).waitFor();
}

/** Signs in through /sign-in and waits for home. */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
