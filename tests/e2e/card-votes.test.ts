import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

// A returning voter whose only marks on a list page are votes on its cards gets the edge cache's
// shared copy with those votes written onto the cards (worker/http/card-votes.ts). It must be the
// page a render of their own would give them, before and after it hydrates.

const browser = sharedBrowser();

type Q = { id: string; slug: string; questionText: string; optionA: string };

async function questionsIn(category: string): Promise<Q[]> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=3`);
  return ((await res.json()) as { data: Q[] }).data;
}

/** A new voter's cookie, from their vote through the API, once D1 holds the vote (lists read D1). */
async function voterWhoVoted(category: string, q: Q, option: "A" | "B"): Promise<string> {
  const res = await fetch(`${baseURL()}/api/questions/${q.id}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ option }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("wyr_voter="));
  if (!cookie) throw new Error(`the vote answered ${res.status} without a voter cookie`);
  // Its object writes the vote to D1 within about two seconds.
  for (let attempt = 0; attempt < 20; attempt++) {
    const own = await page(`/category/${category}?attempt=${attempt}`, cookie);
    if (own.html.includes(`data-your-vote="${option}"`)) return cookie;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("D1 never showed the vote");
}

async function page(path: string, cookie?: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  return { html: await res.text(), xCache: res.headers.get("x-cache"), headers: res.headers };
}

/** What a reader sees: the markup without scripts (loader data, votes for hydration) and nonces. */
const visible = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/ nonce="[^"]*"/g, "");

describe("a returning voter's votes on the cards of a shared copy", () => {
  it("give the same markup as a render of their own, on every page of cards", async () => {
    const [voted] = await questionsIn("Funny");
    const cookie = await voterWhoVoted("Funny", voted as Q, "B");
    for (const path of ["/category/Funny", "/", "/would-you-rather-questions"]) {
      // A new URL each time: no shared copy yet, so the first answer is their own render.
      const url = `${path}?card-votes=${Date.now()}`;
      const own = await page(url, cookie);
      expect(own.xCache, url).toBeNull();
      expect(own.html).toContain(`data-question-card="${voted?.id}" data-your-vote="B"`);
      await page(url); // a visitor without a cookie: the shared copy is stored
      const written = await page(url, cookie);
      expect(written.xCache, url).toBe("SHARED");
      expect(written.headers.get("cache-control")).toBe("private, no-store");
      expect(visible(written.html), url).toBe(visible(own.html));
      expect(written.html).toContain(`<script type="application/json" id="card-votes">{"${voted?.id}":"B"}`);
      // The stored copy stays everyone's.
      const cookieless = await page(url);
      expect(cookieless.xCache).toBe("HIT");
      expect(cookieless.html).not.toContain("data-your-vote");
    }
  });

  it("show results and Your choice on the voted card only, with and without JavaScript", async () => {
    const [voted, other] = await questionsIn("Deep");
    const cookie = await voterWhoVoted("Deep", voted as Q, "A");
    await page("/category/Deep"); // the shared copy
    for (const javaScriptEnabled of [false, true]) {
      const { page: tab, context } = await browser.page({ javaScriptEnabled });
      const [name, value] = cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url: baseURL() }]);
      const errors: string[] = [];
      tab.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      tab.on("pageerror", (error) => errors.push(error.message));
      const response = await tab.goto("/category/Deep");
      expect(response?.headers()["x-cache"]).toBe("SHARED");
      const check = async () => {
        const chips = tab.getByText("Your choice", { exact: true }).filter({ visible: true });
        expect(await chips.count()).toBe(1);
        const card = tab.locator(`[data-question-card="${voted?.id}"]`);
        const chip = card.getByText("Your choice").filter({ visible: true });
        expect(await chip.locator("xpath=..").innerText()).toContain(voted?.optionA);
        expect(await card.innerText()).toMatch(/\d+%/);
        expect(await tab.locator(`[data-question-card="${other?.id}"]`).innerText()).not.toMatch(/\d+%/);
      };
      await check();
      if (javaScriptEnabled) {
        await hydrated(tab);
        // Hydration kept the written votes: the loader data alone says "not voted".
        await check();
        // The page itself knows the vote too: the card's share dialog says what they picked.
        await tab.getByRole("link", { name: `Share: ${voted?.questionText}` }).click();
        await tab.getByRole("dialog").getByText(`You picked A: ${voted?.optionA}`).waitFor({ timeout: 5000 });
        expect(errors).toEqual([]);
      }
      await context.close();
    }
  });
});
