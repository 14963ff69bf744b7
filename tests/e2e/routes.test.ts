import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { baseURL, screenshot, seriousViolations, sharedBrowser } from "./browser";

const browser = sharedBrowser();

async function firstSlug(category: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/questions?category=${category}&limit=1`);
  return ((await res.json()) as { data: { slug: string }[] }).data[0]?.slug as string;
}

const KIDS = catalogue.questions.kids?.length ?? 0;

// Every public route, with text each must show.
const ROUTES: {
  path: string | (() => Promise<string>);
  name: string;
  expect: (string | RegExp)[];
  status?: number;
}[] = [
  {
    name: "home",
    path: "/",
    expect: [
      "Would You Rather?",
      "Question of the Day",
      "Explore by Audience",
      "Latest Questions",
      "Top 5 Most Voted",
      "More Questions",
    ],
  },
  {
    name: "all-questions",
    path: "/would-you-rather-questions",
    expect: ["Explore Questions", "View more Kids questions", "You Might Also Like"],
  },
  {
    name: "category",
    path: "/category/Kids",
    expect: [
      "Kids Questions",
      `${KIDS} questions in this category`,
      `Showing 1-18 of ${KIDS} questions`,
      `Page 1 of ${Math.ceil(KIDS / 18)}`,
    ],
  },
  {
    name: "question",
    path: async () => `/question/${await firstSlug("Deep")}`,
    expect: ["What's Next?", "Like", "Comment", "Share"],
  },
  {
    name: "submit",
    path: "/submit-would-you-rather-question",
    expect: ["Submit New Question", "0/200", "0/100"],
  },
  // Live counts: the catalogue and the filler questions pass 1000, the few test votes not 50K.
  {
    name: "about",
    path: "/about",
    expect: [
      "questions 1000+",
      "votes cast",
      new RegExp(`categories ${catalogue.categories.length}\\b`),
      "24/7",
    ],
  },
  { name: "guidelines", path: "/community-guidelines", expect: [/respect/i, /inclusiv/i, /24 hours/] },
  { name: "privacy", path: "/privacy-policy", expect: ["January 2025", /30 days/, /13/] },
  { name: "terms", path: "/terms-of-service", expect: ["January 2025"] },
  { name: "contact", path: "/contact", expect: [/24 hours/, /general/i, /send/i] },
  { name: "pricing", path: "/pricing", expect: ["Basic", "Premium", "Professional", "Save 17%"] },
  { name: "kids", path: "/would-you-rather-for-kids", expect: ["You Might Also Like"] },
  { name: "adults", path: "/would-you-rather-for-adults", expect: ["You Might Also Like"] },
  { name: "movie", path: "/would-you-rather-movie-questions", expect: ["You Might Also Like"] },
  {
    name: "spicy",
    path: "/spicy-would-you-rather-questions",
    expect: [/adults only/i, /18\+/, "You Might Also Like"],
  },
  {
    name: "kids-page-2",
    path: "/would-you-rather-for-kids?page=2",
    expect: [/all \d+ questions/, "Page 2 of", "You Might Also Like"],
  },
  {
    name: "couples",
    path: "/would-you-rather-questions-for-couples",
    expect: ["Would You Rather Questions for Couples", /18\+/, "Frequently Asked Questions"],
  },
  {
    name: "teens",
    path: "/would-you-rather-questions-for-teens",
    expect: ["Would You Rather Questions for Teens", "Play Crush Questions", "Frequently Asked Questions"],
  },
  {
    name: "work",
    path: "/would-you-rather-questions-for-work",
    expect: ["Would You Rather Questions for Work", "Frequently Asked Questions"],
  },
  {
    name: "classroom",
    path: "/would-you-rather-questions-for-the-classroom",
    expect: ["Would You Rather Questions for the Classroom", "Print the Classroom List"],
  },
  { name: "this-or-that", path: "/this-or-that-questions", expect: ["This or That Questions", "Page 1 of"] },
  {
    name: "seasonal",
    path: "/seasonal-would-you-rather-questions",
    expect: ["The seasons this page follows", "Frequently Asked Questions"],
  },
  {
    name: "teens-page-2",
    path: "/would-you-rather-questions-for-teens?page=2",
    expect: ["Page 2 of", "Previous", "Next"],
  },
  { name: "rooms-new", path: "/rooms/new", expect: ["Start a room", "Family mix", "How many questions"] },
  { name: "rooms-join", path: "/r", expect: ["Join a room", "Room code"] },
  { name: "design-demo", path: "/design-demo", expect: [/[\u4e00-\u9fff]/] },
  { name: "not-found", path: "/no-such-page", expect: ["Page not found", "Back to Home"], status: 404 },
  {
    name: "question-not-found",
    path: "/question/no-such-question",
    expect: ["Question Not Found", "Back to Home"],
    status: 404,
  },
  { name: "category-not-found", path: "/category/Nope", expect: ["Category not found"], status: 404 },
];

describe("every route", () => {
  for (const route of ROUTES) {
    it(`${route.name}: renders, passes axe in light and dark, fits 360 px`, async () => {
      const path = typeof route.path === "string" ? route.path : await route.path();
      // One load: the page's colours and layout follow the media and the viewport as they change.
      const { page, context } = await browser.page();
      const res = await page.goto(path);
      expect(res?.status()).toBe(route.status ?? 200);
      expect(await page.locator("h1").count()).toBe(1);
      // Case-blind: headings styled uppercase read differently through innerText.
      const text = (await page.locator("body").innerText()).replace(/\s+/g, " ").toLowerCase();
      for (const expected of route.expect) {
        expect(text).toMatch(typeof expected === "string" ? expected.toLowerCase() : expected);
      }
      expect(await page.title()).not.toBe("");
      await screenshot(page, `${route.name}-1280`);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        const violations = await seriousViolations(page);
        expect(
          violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
          colorScheme,
        ).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: "light" });
      await page.setViewportSize({ width: 360, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `${route.name}-360`);
      await context.close();
    });
  }

  it("redirects /questions to the all-questions page, with the list's view and nothing else", async () => {
    const res = await fetch(`${baseURL()}/questions?q=cats`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toMatch(/\/would-you-rather-questions\?q=cats$/);
    // Unknown parameters and bad values stay behind: a long query once went back whole, 40 KB of
    // Location header that HTTP clients refuse.
    const junk = `x=${"%231".repeat(5000)}`;
    const messy = await fetch(`${baseURL()}/questions?view=list&sort=nope&page=2&${junk}`, {
      redirect: "manual",
    });
    expect(messy.status).toBe(301);
    expect(messy.headers.get("location")).toMatch(/\/would-you-rather-questions\?view=list&page=2$/);
  });

  it("sends a category's other spellings and pages past its end to the canonical address", async () => {
    const junk = `x=${"%231".repeat(5000)}`;
    const spelling = await fetch(`${baseURL()}/category/kids?page=9999&sort=popular&${junk}`, {
      redirect: "manual",
    });
    expect(spelling.status).toBe(301);
    expect(spelling.headers.get("location")).toBe("/category/Kids?sort=popular&page=9999");
    const pastTheEnd = await fetch(`${baseURL()}/category/Kids?sort=popular&page=9999&${junk}`, {
      redirect: "manual",
    });
    expect(pastTheEnd.status).toBe(302);
    expect(pastTheEnd.headers.get("location")).toMatch(/^\/category\/Kids\?sort=popular&page=\d+$/);
  });

  it("gives each page its own title, description and canonical link", async () => {
    const { page, context } = await browser.page();
    const seen = new Set<string>();
    for (const path of ["/", "/about", "/category/Kids", "/would-you-rather-for-kids"]) {
      await page.goto(path);
      const title = await page.title();
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${baseURL()}${path === "/" ? "/" : path}`,
      );
    }
    await context.close();
  });

  it("has the site's header and footer links", async () => {
    const { page, context } = await browser.page();
    await page.goto("/");
    const hrefs = async (selector: string) =>
      page.locator(`${selector} a`).evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const header = await hrefs("header");
    for (const href of [
      "/",
      "/would-you-rather-questions",
      "/would-you-rather-for-kids",
      "/would-you-rather-for-adults",
      "/would-you-rather-movie-questions",
      "/spicy-would-you-rather-questions",
      "/category/Deep",
      "/category/Funny",
      "/category/Kids",
      "/category/Movie",
      "/submit-would-you-rather-question",
      "/about",
    ]) {
      expect(header).toContain(href);
    }
    const footer = await hrefs("footer");
    for (const href of [
      "/would-you-rather-questions-for-couples",
      "/would-you-rather-questions-for-teens",
      "/would-you-rather-questions-for-work",
      "/would-you-rather-questions-for-the-classroom",
      "/this-or-that-questions",
      "/seasonal-would-you-rather-questions",
      "/category/Hard",
      "/category/Adults",
      "/community-guidelines",
      "/privacy-policy",
      "/terms-of-service",
      "/contact",
    ]) {
      expect(footer).toContain(href);
    }
    await context.close();
  });
});
