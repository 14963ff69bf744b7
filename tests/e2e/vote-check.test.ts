import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, serveBuild } from "../../scripts/serve";
import { hydrated, screenshot, seriousViolations, sharedBrowser } from "./browser";
import { roomInLimitWindow } from "./limit-window";
import { routeTurnstileScript, STAND_IN_KEYS, startSiteverify } from "./turnstile-stand-in";

// A vote flood from one network meets the quick check: this file's own server has Turnstile keys
// (the suite's shared one has none), pointed at a siteverify stand-in, and the browser loads a
// stand-in widget. Neither touches the network.

const browser = sharedBrowser();
let server: RunningServer;
let siteverify: Awaited<ReturnType<typeof startSiteverify>>;

beforeAll(async () => {
  siteverify = await startSiteverify();
  server = await serveBuild("e2e-turnstile", undefined, [
    `TURNSTILE_SITE_KEY:${STAND_IN_KEYS.siteKey}`,
    `TURNSTILE_SECRET_KEY:${STAND_IN_KEYS.secretKey}`,
    `TURNSTILE_SITEVERIFY_URL:${siteverify.url}`,
  ]);
});
afterAll(() => {
  server?.stop();
  siteverify?.stop();
});

type Question = { id: string; slug: string; votesA: number; votesB: number };

async function questions(): Promise<Question[]> {
  const response = await fetch(`${server.baseURL}/api/questions?category=Funny&limit=2`);
  return ((await response.json()) as { data: Question[] }).data;
}

/** One network's home connection: every address of its /64 counts as one. */
const NETWORK = "2001:db8:4e:7";

describe("a vote from a busy network", () => {
  it("asks for the quick check, and counts the vote once it is passed", async () => {
    const [flooded, asked] = await questions();
    if (!flooded || !asked) throw new Error("the catalogue has no Funny questions");
    const { page, context } = await browser.page({ baseURL: server.baseURL, address: `${NETWORK}::ff` });
    await routeTurnstileScript(context);
    await page.goto(`/question/${asked.slug}`);
    await hydrated(page);
    // The flood and the click that crosses it must fall in one counting minute.
    await roomInLimitWindow(20);
    // Thirty first-time voters from the network fill the first step of the new-voter limit.
    for (let n = 1; n <= 30; n++) {
      const response = await fetch(`${server.baseURL}/api/questions/${flooded.id}/vote`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": `${NETWORK}::${n.toString(16)}` },
        body: JSON.stringify({ option: "A" }),
      });
      expect(response.status).toBe(200);
    }
    const optionA = page.getByRole("button", { name: /^A / });
    await optionA.click();
    await page.getByText("Lots of people are voting from your network.").waitFor();
    expect(await page.getByRole("button", { name: /^A / }).isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "vote-check-asked");

    await page.getByRole("button", { name: "Verify you are human" }).click();
    await optionA.click();
    await page.getByText("Vote submitted successfully!").waitFor();
    expect(await optionA.getAttribute("aria-pressed")).toBe("true");
    // Read as this voter, so no cookieless copy from before the vote answers.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const read = await fetch(`${server.baseURL}/api/questions/${asked.id}`, { headers: { cookie } });
    expect(((await read.json()) as { data: Question }).data.votesA).toBe(asked.votesA + 1);
    await context.close();
  }, 90_000);
});
