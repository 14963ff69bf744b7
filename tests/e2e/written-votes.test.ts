import { describe, expect, it } from "vitest";
import { baseURL, hydrated, sharedBrowser } from "./browser";

// A returning voter whose only marks on a list page are votes on its cards gets the edge cache's
// shared copy with those votes written onto the cards (worker/http/written-votes.ts). It must be the
// page a render of their own would give them, before and after it hydrates.

const browser = sharedBrowser();

type Q = { id: string; slug: string; questionText: string; optionA: string; optionB: string };

async function newestQuestion(): Promise<Q & { category: string }> {
  const res = await fetch(`${baseURL()}/api/questions?sort=newest&limit=1`);
  const [newest] = ((await res.json()) as { data: (Q & { category: string })[] }).data;
  if (!newest) throw new Error("no published question");
  return newest;
}

async function questionsIn(category: string): Promise<Q[]> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=3`);
  return ((await res.json()) as { data: Q[] }).data;
}

/** A vote through the API; without `cookie`, a new voter's, and the answer is their voter cookie. */
async function castVote(questionId: string, option: "A" | "B", cookie?: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/questions/${questionId}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ option }),
  });
  if (cookie) return cookie;
  const issued = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("wyr_voter="));
  if (!issued) throw new Error(`the vote answered ${res.status} without a voter cookie`);
  return issued;
}

/** A new voter's cookie, from their vote through the API, once D1 holds the vote (lists read D1). */
async function voterWhoVoted(category: string, q: Q, option: "A" | "B"): Promise<string> {
  const cookie = await castVote(q.id, option);
  // Its object writes the vote to D1 within about two seconds.
  for (let attempt = 0; attempt < 20; attempt++) {
    const own = await page(`/category/${category}?attempt=${attempt}`, cookie);
    if (own.html.includes(`data-your-vote="${option}"`)) return cookie;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("D1 never showed the vote");
}

/** A browser tab of this voter's. */
async function voterTab(cookie: string, javaScriptEnabled = true) {
  const { page: tab, context } = await browser.page({ javaScriptEnabled });
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: baseURL() }]);
  return { tab, context };
}

async function page(path: string, cookie?: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  return { html: await res.text(), xCache: res.headers.get("x-cache"), headers: res.headers };
}

/**
 * What a reader sees: the markup without scripts (loader data, votes for hydration) and nonces,
 * and without the question page's "Next question", which every render picks at random.
 */
const visible = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/<section aria-labelledby="next-heading"[\s\S]*?<\/section>/, "");

/** The home page's question of the day, as its vote panel names it. */
async function questionOfTheDay(): Promise<string> {
  const id = (await page("/")).html.match(/data-vote-panel="([^"]+)"/)?.[1];
  if (!id) throw new Error("the home page has no question of the day");
  return id;
}

/**
 * The voter's own render of a page, then, once a visitor without a cookie has stored the shared
 * copy, the voter's answer from it. A session cookie, even one naming no session, always means a
 * render of one's own. A vote is written only once D1 holds it and the copy read its counts a few
 * seconds after it, so the page is asked for again until then (a parameter no page reads would name
 * the same copy, so it cannot make a fresh one).
 */
async function ownAndWritten(path: string, cookie: string) {
  for (let attempt = 0; ; attempt++) {
    const url = path;
    const own = await page(url, `${cookie}; wyr.session_token=none`);
    expect(own.xCache, url).toBeNull();
    await page(url);
    const written = await page(url, cookie);
    if (written.xCache === "SHARED" || attempt === 20) return { url, own, written };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe("a returning voter's votes written onto a shared copy", () => {
  it("give the same markup as a render of their own, on every page of cards and vote panels", async () => {
    // The newest question of all is on every list page: its category's, the all-questions page and
    // the home page's latest.
    const voted = await newestQuestion();
    const category = encodeURIComponent(voted.category);
    const cookie = await voterWhoVoted(category, voted, "B");
    const featured = await questionOfTheDay();
    await castVote(featured, "A", cookie);
    const expected: Record<string, string[]> = {
      [`/category/${category}`]: [`data-question-card="${voted?.id}" data-your-vote="B"`],
      "/would-you-rather-questions": [`data-question-card="${voted?.id}" data-your-vote="B"`],
      "/": [
        `data-question-card="${voted?.id}" data-your-vote="B"`,
        `data-vote-panel="${featured}" data-your-vote="A"`,
      ],
      [`/question/${voted?.slug}`]: [`data-vote-panel="${voted?.id}" data-your-vote="B"`],
    };
    for (const [path, marks] of Object.entries(expected)) {
      const { url, own, written } = await ownAndWritten(path, cookie);
      for (const mark of marks) expect(own.html, url).toContain(mark);
      expect(written.xCache, url).toBe("SHARED");
      expect(written.headers.get("cache-control")).toBe("private, no-store");
      expect(visible(written.html), url).toBe(visible(own.html));
      expect(written.html).toContain('<script type="application/json" id="written-votes">');
      // The stored copy stays everyone's.
      const cookieless = await page(url);
      expect(cookieless.xCache).toBe("HIT");
      expect(cookieless.html).not.toContain("data-your-vote");
    }
  });

  it("show results and Your choice on the voted card only, with and without JavaScript", async () => {
    const [voted, other] = await questionsIn("Deep");
    const cookie = await voterWhoVoted("Deep", voted as Q, "A");
    const { url } = await ownAndWritten("/category/Deep", cookie); // a shared copy that holds the vote
    for (const javaScriptEnabled of [false, true]) {
      const { tab, context } = await voterTab(cookie, javaScriptEnabled);
      const errors: string[] = [];
      tab.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      tab.on("pageerror", (error) => errors.push(error.message));
      const response = await tab.goto(url);
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
        await tab
          .locator(`[data-question-card="${voted?.id}"]`)
          .getByRole("link", { name: "Share", exact: true })
          .click();
        await tab.getByRole("dialog").getByText(`You picked A: ${voted?.optionA}`).waitFor({ timeout: 5000 });
        expect(errors).toEqual([]);
      }
      await context.close();
    }
  });
});

describe("a returning voter on the question page they voted on", () => {
  it("sees their choice and the results, and cannot vote again, with and without JavaScript", async () => {
    const [voted] = await questionsIn("Travel");
    const q = voted as Q;
    const cookie = await voterWhoVoted("Travel", q, "B");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page(`/question/${q.slug}`); // the shared copy, its counts read after the vote
    for (const javaScriptEnabled of [false, true]) {
      const { tab, context } = await voterTab(cookie, javaScriptEnabled);
      const response = await tab.goto(`/question/${q.slug}`);
      expect(response?.headers()["x-cache"]).toBe("SHARED");
      const check = async () => {
        const chosen = tab.getByRole("button", { name: /Your Choice/ });
        expect(await chosen.getAttribute("aria-pressed")).toBe("true");
        expect(await chosen.getAttribute("value")).toBe("B");
        for (const option of await tab.locator("button[name=option]").all()) {
          expect(await option.isDisabled()).toBe(true);
        }
        expect(await tab.getByText("Tip: press A or B").isVisible()).toBe(false);
        expect(
          await tab
            .getByText(/^\d+% · [\d,]+ votes?$/)
            .first()
            .isVisible(),
        ).toBe(true);
      };
      await check();
      if (javaScriptEnabled) {
        await hydrated(tab);
        await check();
        // The page knows the vote: the B key votes no more, and Share says what they picked.
        await tab.keyboard.press("b");
        expect(await tab.getByText("Vote submitted successfully!").count()).toBe(0);
        await tab.getByRole("link", { name: "Share" }).click();
        await tab.getByRole("dialog").getByText(`You picked B: ${q.optionB}`).waitFor({ timeout: 5000 });
      }
      await context.close();
    }
  });
});

describe("a returning voter on the home page, who voted on the question of the day", () => {
  it("sees their choice, and a click on an option says they already voted", async () => {
    const featured = await questionOfTheDay();
    const cookie = await castVote(featured, "B");
    const { url, written } = await ownAndWritten("/", cookie);
    expect(written.xCache).toBe("SHARED");
    const { tab, context } = await voterTab(cookie);
    await tab.goto(url);
    await hydrated(tab);
    const panel = tab.locator(`[data-vote-panel="${featured}"]`);
    expect(await panel.getByText("Your Choice", { exact: true }).filter({ visible: true }).count()).toBe(1);
    const chosen = panel.getByRole("button", { pressed: true });
    const choice = (await chosen.innerText()).split("\n")[1] as string;
    await panel.getByRole("button", { pressed: false }).click();
    const dialog = tab.getByRole("dialog", { name: "You've Already Voted!" });
    await dialog.waitFor({ timeout: 5000 });
    expect(await dialog.innerText()).toContain(`Your choice: ${choice}`);
    await context.close();
  });
});
