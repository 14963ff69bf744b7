import { describe, expect, it } from "vitest";
import { sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("home page", () => {
  it("renders the question of the day and the latest questions from real data", async () => {
    const { page, context } = await browser.page();
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    expect(await page.title()).toContain("Would You Rather");
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: /Question of the Day/ }),
    });
    expect(await featured.getByRole("button").count()).toBe(2);
    expect(await featured.textContent()).toMatch(/\d{4}\/\d{2}\/\d{2}/);
    expect(await page.getByRole("heading", { name: "Latest Questions" }).isVisible()).toBe(true);
    expect(await page.locator("#latest-heading + ul > li").count()).toBe(10);
    await context.close();
  });

  it("votes with JavaScript and shows the result with the visitor's choice", async () => {
    const { page, context } = await browser.page();
    await page.goto("/");
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: /Question of the Day/ }),
    });
    const before = Number((await featured.getByText(/total votes/).textContent())?.match(/\d+/)?.[0]);
    await featured.getByRole("button").first().click();
    await featured.getByText("Your Choice").waitFor();
    expect(await featured.getByText(`${before + 1} total votes`).isVisible()).toBe(true);
    expect(await featured.getByRole("button").first().isDisabled()).toBe(true);
    // A reload keeps the voted state: the server knows this browser's vote.
    await page.reload();
    await featured.getByText("Your Choice").waitFor();
    await context.close();
  });

  it("votes with JavaScript disabled through the plain form post", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/");
    const featured = page.locator("section", {
      has: page.getByRole("heading", { name: /Question of the Day/ }),
    });
    await Promise.all([page.waitForNavigation(), featured.getByRole("button").nth(1).click()]);
    expect(await featured.getByText("Your Choice").isVisible()).toBe(true);
    await context.close();
  });
});
