// Moderators in the browser tests: pending questions to review, and accounts granted a role with
// the README's admin command (tests/e2e/moderation.test.ts, and the signed-in fuzz targets).
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { expect, inject } from "vitest";
import { binPath, offlineEnv, root } from "../../scripts/tools";
import { distinctQuestionText, randomNoun } from "../shared/distinct-question";
import { registerConfirmed, signInAs, uniqueEmail } from "./account-helpers";
import { baseURL, type sharedBrowser } from "./browser";

const MODERATOR_PASSWORD = "moderate-me";

/** The README's command, run beside the test server on its own database. */
export function admin(...args: string[]) {
  return execFileSync(binPath("tsx"), ["scripts/admin.ts", ...args, "--persist-to", inject("serverState")], {
    cwd: root,
    env: offlineEnv(),
    encoding: "utf8",
  });
}

/** A pending question, submitted through the API as a visitor would; its text is unique to the run. */
export async function submitQuestion() {
  // Nouns, not hex: the language check reads digits as letters, so about one hex tag in a thousand
  // spelled a word it refuses ("fa66cd73") and the submission failed with a 400.
  const tag = [randomNoun(), randomNoun(), randomNoun()].join(" ");
  const text = distinctQuestionText();
  const res = await fetch(`${baseURL()}/api/questions`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `10.77.${randomInt(256)}.9` },
    body: JSON.stringify({
      questionText: text,
      optionA: `Today ${tag}`,
      optionB: `Tomorrow ${tag}`,
      category: "Funny",
    }),
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { id: string; slug: string } };
  return { ...data, text, optionA: `Today ${tag}` };
}

/** A new confirmed account, granted `role` when given, signed in in a browser context of its own. */
export async function signedInAccount(
  browser: ReturnType<typeof sharedBrowser>,
  role?: "moderator" | "admin",
  javaScriptEnabled = true,
) {
  const email = uniqueEmail(role ?? "plain");
  const visitor = await browser.page({ javaScriptEnabled });
  await registerConfirmed(visitor.page, "Morgan Mod", email, MODERATOR_PASSWORD);
  // The confirmation page goes home by itself after 3 seconds; signing in starts after that.
  await visitor.page.waitForURL((url) => url.searchParams.get("confirmed") === "true");
  if (role) expect(admin("grant", email, role)).toContain(`is now ${role}`);
  await signInAs(visitor.page, email, MODERATOR_PASSWORD);
  return { ...visitor, email };
}

/** The context's cookies (its session among them) as a Cookie header for fetch. */
export async function cookieHeader(context: BrowserContext) {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}
