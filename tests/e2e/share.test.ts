import { describe, expect, it } from "vitest";
import { baseURL, hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

type Q = { id: string; slug: string; questionText: string; optionA: string };

async function questionIn(category: string, index = 0): Promise<Q> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=${index + 1}`);
  return ((await res.json()) as { data: Q[] }).data[index] as Q;
}

describe("the share dialog", () => {
  it("shows the card, downloads {slug}-{timestamp}.png, copies the link and returns focus", async () => {
    const question = await questionIn("Funny");
    const { page, context } = await browser.page();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/question/${question.slug}`);
    await hydrated(page);

    const share = page.getByRole("link", { name: "Share", exact: true });
    await share.click();
    const dialog = page.getByRole("dialog", { name: "Share this question" });
    await dialog.waitFor();
    const card = dialog.getByRole("img", { name: /^Share card:/ });
    await page.waitForFunction(
      () => (document.querySelector("dialog img") as HTMLImageElement | null)?.naturalWidth === 1200,
    );
    expect(await card.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1200, 900,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "share-dialog-desktop");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${question.slug}-\\d{13}\\.png$`));

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await dialog.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL()}/question/${question.slug}`,
    );
    // "Copied!" lasts two seconds.
    await dialog.getByRole("button", { name: "Copy link" }).waitFor({ timeout: 4000 });

    for (const site of ["X", "Facebook"]) {
      const href = await dialog.getByRole("link", { name: `Share on ${site}` }).getAttribute("href");
      expect(href).toContain(encodeURIComponent(`${baseURL()}/question/${question.slug}`));
    }

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("↗ Share");
    await context.close();
  });

  it("is keyboard usable: opens with Enter, keeps focus inside, closes with its Close button", async () => {
    const question = await questionIn("Kids", 1);
    const { page, context } = await browser.page({ width: 360 });
    await page.goto(`/question/${question.slug}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Share", exact: true }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Share this question" });
    await dialog.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.activeElement?.closest("dialog") !== null);
      // A modal dialog lets focus reach only itself (and the browser's own UI, which is `body` here).
      const onBody = await page.evaluate(() => document.activeElement === document.body);
      expect(inside || onBody).toBe(true);
    }
    await page.waitForFunction(() => (document.querySelector("dialog img") as HTMLImageElement)?.complete);
    await screenshot(page, "share-dialog-360");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("pulses the visitor's choice after a vote and shows the card with the new split", async () => {
    const question = await questionIn("Deep", 2);
    const { page, context } = await browser.page();
    await page.goto(`/question/${question.slug}`);
    await hydrated(page);
    await page
      .getByRole("button", { name: new RegExp(question.optionA) })
      .first()
      .click();
    await page.getByText("Vote submitted successfully!").waitFor();
    await page.getByRole("link", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share this question" });
    const badge = dialog.getByText(`You picked A: ${question.optionA}`);
    await badge.waitFor();
    expect(await badge.getAttribute("class")).toContain("animate-pulse");
    await page.waitForFunction(
      () => !document.querySelector("dialog p.rounded-full")?.className.includes("animate-pulse"),
      undefined,
      { timeout: 4000 },
    );
    const src = await dialog.getByRole("img", { name: /^Share card:/ }).getAttribute("src");
    const pageCard = await page.request.get(`${baseURL()}/question/${question.slug}/card.png`, {
      maxRedirects: 0,
    });
    // The dialog asks for the version that shows the vote just cast: the one the server now redirects to.
    expect(pageCard.headers().location).toBe(src);
    await context.close();
  });

  it("opens from a question card's share icon on a list page", async () => {
    const { page, context } = await browser.page();
    await page.goto("/category/Funny");
    await hydrated(page);
    const icon = page.locator("article").first().getByRole("link", { name: "Share", exact: true });
    // The icon's name is short; its description is the question it shares.
    const described = await icon.evaluate(
      (link) => document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent,
    );
    expect(described).toMatch(/^Would you rather/);
    await icon.click();
    await page.getByRole("dialog", { name: "Share this question" }).waitFor();
    await context.close();
  });
});

describe("the share page without JavaScript", () => {
  it("offers the same card, a download link and the social links", async () => {
    const question = await questionIn("Movie");
    const { page, context } = await browser.page({ javaScriptEnabled: false });
    await page.goto(`/question/${question.slug}`);
    await page.getByRole("link", { name: "Share", exact: true }).click();
    await page.waitForURL(`**/question/${question.slug}/share`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Share this question");
    const download = page.getByRole("link", { name: "Download" });
    expect(await download.getAttribute("download")).toMatch(new RegExp(`^${question.slug}-\\d{13}\\.png$`));
    const image = await page.request.get(`${baseURL()}${await download.getAttribute("href")}`);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(await page.getByRole("textbox", { name: "Link to copy" }).inputValue()).toBe(
      `${baseURL()}/question/${question.slug}`,
    );
    await page.getByRole("link", { name: "Share on X" }).waitFor();
    await page.getByRole("link", { name: "Share on Facebook" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await context.close();
  });

  it("answers 404 for an unknown question", async () => {
    const response = await fetch(`${baseURL()}/question/no-such-question/share`);
    expect(response.status).toBe(404);
  });
});
describe("social previews", () => {
  it("a question page's og:image is a 1200x630 PNG with its size and alt text", async () => {
    const question = await questionIn("Hard");
    const html = await (await fetch(`${baseURL()}/question/${question.slug}`)).text();
    const tag = (property: string) =>
      html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
    const image = tag("og:image");
    expect(image).toMatch(new RegExp(`^${baseURL()}/question/${question.slug}/og\\.png\\?v=`));
    expect([tag("og:image:width"), tag("og:image:height")]).toEqual(["1200", "630"]);
    expect(tag("og:image:alt")).toBeTruthy();
    const response = await fetch(image as string);
    expect(response.headers.get("Content-Type")).toBe("image/png");
  });
});
