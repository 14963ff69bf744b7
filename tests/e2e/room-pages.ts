import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated, seriousViolations } from "./browser";

// Steps the room browser tests share: a person's way through the join form and the keyboard.

export async function axeClean(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Presses Tab until the button with this name has focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute("aria-label") ?? active?.textContent?.trim();
    });
    if (label === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

/** A phone joins with the code typed on the join form, by keyboard. */
export async function join(player: Page, code: string, nickname: string) {
  await player.goto("/r");
  await hydrated(player);
  await player.getByLabel("Room code").fill(code.toLowerCase());
  await player.keyboard.press("Enter");
  await player.waitForURL(new RegExp(`/r/${code}$`));
  await player.getByLabel("Your nickname").fill(nickname);
  await player.keyboard.press("Enter");
  await player.getByRole("heading", { name: "You're in!" }).waitFor();
}
