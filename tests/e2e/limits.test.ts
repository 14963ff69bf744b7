import { describe, expect, it } from "vitest";
import { hydrated, seriousViolations, sharedBrowser } from "./browser";
import { roomInLimitWindow } from "./limit-window";

const browser = sharedBrowser();

describe("a form over its limit", () => {
  // 60 s: waiting for a fresh minute may take 20 of them.
  it("shows the contact form's friendly 429 sentence and keeps what was typed", async () => {
    await roomInLimitWindow(20);
    const { page, context } = await browser.page();
    await page.goto("/contact");
    await hydrated(page);
    const send = async (message: string) => {
      await page.getByLabel(/Name/).fill("Busy Office");
      await page.getByLabel(/Email/).fill("office@example.com");
      await page.getByLabel(/Subject/).selectOption("general");
      await page.getByLabel(/Message/).fill(message);
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: /Send/ }).click();
      const status = (await answer).status();
      // A sent form empties itself once React Router has revalidated after the answer; filling
      // it before then would lose the next message to that reset and send nothing at all.
      if (status === 200) {
        await page.waitForFunction(
          () => document.querySelector<HTMLTextAreaElement>("textarea[name=message]")?.value === "",
        );
      }
      return status;
    };
    // Ten messages a minute from one address are fine.
    for (let i = 0; i < 10; i++) expect(await send(`Message number ${i} from the office.`)).toBe(200);
    expect(await send("One message too many.")).toBe(429);
    await page.getByRole("alert").filter({ hasText: "That's a lot of messages in a short time." }).waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Please try again in a minute.");
    expect(await page.getByLabel(/Message/).inputValue()).toBe("One message too many.");
    // No Turnstile keys on the test server: no widget, and no script fetched for one.
    expect(await page.locator('script[src*="challenges.cloudflare.com"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
