import { describe, expect, it } from "vitest";
import { hydrated, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const long = (n: number) => "x".repeat(n);

describe("submitting a question", () => {
  it("shows each of the form's messages in order, clears it on edit, and counts characters", async () => {
    const { page, context } = await browser.page();
    await page.goto("/submit-would-you-rather-question");
    await hydrated(page);
    expect(await page.getByLabel("Category").inputValue()).toBe("Kids");
    const submit = () => page.getByRole("button", { name: "Submit Question" }).click();
    const alert = page.locator("#form-error");
    const expectError = async (message: string) => {
      await page.waitForFunction((m) => document.querySelector("#form-error")?.textContent === m, message);
    };

    await submit();
    await expectError("Please enter a question");
    expect(await page.getByLabel("Your question").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Your question").fill(long(201));
    expect(await alert.textContent()).toBe("");
    expect(await page.getByText("201/200").isVisible()).toBe(true);
    await submit();
    await expectError("Please enter Option A");
    await page.getByLabel("Option A").fill("Fly");
    await submit();
    await expectError("Please enter Option B");
    await page.getByLabel("Option B").fill("Swim");
    await submit();
    await expectError("Question cannot exceed 200 characters");
    await page
      .getByLabel("Your question")
      .fill("Would you rather fly over the ocean or swim under it, every single day?");
    await page.getByLabel("Option A").fill(long(101));
    await submit();
    await expectError("Options cannot exceed 100 characters");
    await context.close();
  });

  it("submits with JavaScript: Submitting..., the success panel with the status link, then home when asked", async () => {
    const { page, context } = await browser.page();
    await page.goto("/submit-would-you-rather-question");
    await hydrated(page);
    await page
      .getByLabel("Your question")
      .fill("  Would you rather have a pet quokka the size of a cat or a cat the size of a quokka?  ");
    await page.getByLabel("Option A").fill("Tiny quokka");
    await page.getByLabel("Option B").fill("Giant cat");
    await page.getByLabel("Category").selectOption("Funny");
    await page.getByLabel(/Nickname/).fill("E2E Tester");
    await page.getByRole("button", { name: "Submit Question" }).click();
    await page.getByText("Question submitted!").waitFor();
    // An anonymous submitter has a status link to keep, so the panel waits for them (a signed-in
    // one still goes home after 3 seconds: see settings.test.ts).
    await page.waitForTimeout(3500);
    expect(await page.getByLabel("Your private status link").inputValue()).toContain("/submission/");
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 6000 });
    await context.close();
  });

  it("submits and reports errors with JavaScript disabled", async () => {
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto("/submit-would-you-rather-question");
    await page.getByLabel("Option A").fill("Only A");
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("button", { name: "Submit Question" }).click(),
    ]);
    expect(await page.locator("#form-error").textContent()).toBe("Please enter a question");
    expect(await page.getByLabel("Option A").inputValue()).toBe("Only A");
    await page.getByLabel("Your question").fill("Would you rather test without scripts or with them?");
    await page.getByLabel("Option B").fill("With them");
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("button", { name: "Submit Question" }).click(),
    ]);
    await page.getByText("Question submitted!").waitFor();
    await context.close();
  });

  it("keeps a submitted question out of every list until it is reviewed", async () => {
    const { page, context } = await browser.page();
    await page.goto("/would-you-rather-questions?q=quokka");
    expect(await page.locator("main").innerText()).toContain("No questions found");
    await context.close();
  });
});

describe("contact form", () => {
  it("validates, stores the message and shows the thank-you text", async () => {
    const { page, context } = await browser.page();
    await page.goto("/contact");
    await hydrated(page);
    await page.getByLabel(/Name/).fill("Sam Parent");
    await page.getByLabel(/Email/).fill("not-an-email");
    await page.getByLabel(/Subject/).selectOption("feature");
    await page.getByLabel(/Message/).fill("Could you add a category about animals?");
    await page.getByRole("button", { name: /Send/ }).click();
    // The browser refuses a malformed address before anything is sent (the server checks it too).
    expect(await page.getByLabel(/Email/).evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(
      false,
    );
    await page.getByLabel(/Email/).fill("sam@example.com");
    await page.getByRole("button", { name: /Send/ }).click();
    await page.getByText("Thank you for your message! We'll get back to you soon.").waitFor();
    expect(await page.getByLabel(/Name/).inputValue()).toBe("");
    await context.close();
  });
});
