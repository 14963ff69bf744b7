import { describe, expect, it } from "vitest";
import { categoryMeta } from "#app/lib/category-meta.ts";
import {
  cutAtWord,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  descriptionFits,
  questionCore,
  questionDescription,
  questionTitle,
  TITLE_MAX,
  titleFits,
  titleWithSite,
} from "#app/lib/meta-text.ts";
import { catalogue } from "#content/catalogue.ts";
import { LANDING_PAGES, landingTitle } from "#domain/landing-copy.ts";
import { hasLandingPage, LANDING_PAGE_CATEGORIES } from "#domain/landing-pages.ts";

const words = (length: number) =>
  "word "
    .repeat(Math.ceil(length / 5))
    .slice(0, length)
    .trim() || "w";

describe("cutAtWord", () => {
  it("keeps text that fits and cuts the rest at a whole word with an ellipsis", () => {
    expect(cutAtWord("Pick a side", 20)).toBe("Pick a side");
    expect(cutAtWord("aaa bbb ccc", 8)).toBe("aaa bbb…");
    expect(cutAtWord("aaa bbbc ccc", 8)).toBe("aaa…");
    expect(cutAtWord("one, two, three", 10)).toBe("one, two…");
  });

  it("never returns more than asked for, even for one long word", () => {
    for (let max = 2; max < 40; max++) {
      expect(cutAtWord("x".repeat(60), max).length).toBe(max);
      expect(cutAtWord(words(80), max).length).toBeLessThanOrEqual(max);
    }
  });
});

describe("question titles", () => {
  it("drop the leading 'Would you rather' and say the site's name once", () => {
    expect(questionCore("Would you rather fly or be invisible?")).toBe("Fly or be invisible?");
    expect(questionCore("would you rather: fly or swim?")).toBe("Fly or swim?");
    expect(questionCore("Pizza or tacos forever?")).toBe("Pizza or tacos forever?");
    expect(questionTitle("Would you rather fly or be invisible?")).toBe(
      "Fly or be invisible? - Would You Rather",
    );
  });

  it("shorten long questions at a word boundary", () => {
    const title = questionTitle(
      "Would you rather be able to talk to every animal on the planet or speak every human language fluently?",
    );
    expect(title).toBe("Be able to talk to every animal on the… - Would You Rather");
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it("fit for every catalogue question and the longest a visitor may submit", () => {
    const texts = [
      ...Object.values(catalogue.questions).flatMap((list) => list.map((q) => q.questionText)),
      `Would you rather ${words(183)}?`,
      "Would you rather?",
    ];
    for (const text of texts) {
      expect(titleFits(questionTitle(text)), text).toBe(true);
      expect(questionTitle(text).match(/would you rather/gi)?.length, text).toBe(1);
    }
  });
});

describe("question descriptions", () => {
  it(`are ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters for questions of any length`, () => {
    for (let length = 1; length <= 200; length++) {
      const description = questionDescription(words(length));
      expect(descriptionFits(description), `${length}: ${description}`).toBe(true);
    }
  });

  it("start with the question itself", () => {
    const text = "Would you rather have a pet dragon or a pet unicorn?";
    expect(questionDescription(text).startsWith(text)).toBe(true);
  });
});

describe("titleWithSite", () => {
  it("adds the site's name only when it still fits", () => {
    expect(titleWithSite("About Us")).toBe("About Us - Would You Rather");
    expect(titleWithSite(words(55)).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(titleWithSite(words(55))).not.toContain("Would You Rather");
  });
});

describe("category pages", () => {
  it("fit the bounds for every catalogue category, and with texts that do not", () => {
    const categories = [
      ...catalogue.categories,
      { name: "Technology", seoTitle: words(80), seoDescription: "Too short.", description: words(300) },
      { name: "Food", seoTitle: "", seoDescription: words(170), description: "Snacks." },
    ];
    for (const category of categories) {
      const meta = categoryMeta(category);
      expect(titleFits(meta.title), meta.title).toBe(true);
      expect(descriptionFits(meta.description), meta.description).toBe(true);
    }
  });

  it("never claim the search a landing page answers", () => {
    for (const landing of LANDING_PAGES) {
      const category = catalogue.categories.find((c) => c.name === landing.category);
      expect(category, landing.category).toBeDefined();
      if (!category) continue;
      const meta = categoryMeta(category);
      expect(landingTitle(landing, 30).toLowerCase()).toContain(landing.searchPhrase);
      expect(meta.title.toLowerCase()).not.toContain(landing.searchPhrase);
      expect(meta.description.toLowerCase()).not.toContain(landing.searchPhrase);
      expect(meta.title).not.toBe(landingTitle(landing, 30));
    }
  });

  it("know which landing page owns which category from the same list as the landing pages' copy", () => {
    expect(LANDING_PAGES.map(({ path, category }) => ({ path, category }))).toEqual(LANDING_PAGE_CATEGORIES);
  });

  it("use the catalogue's own texts where no landing page owns the category", () => {
    expect(hasLandingPage("Deep")).toBe(false);
    const deep = {
      name: "Deep",
      seoTitle: "Deep Would You Rather Questions That Make You Think",
      seoDescription: words(140),
      description: "Big questions.",
    };
    expect(categoryMeta(deep)).toEqual({ title: deep.seoTitle, description: deep.seoDescription });
  });
});

describe("landing pages", () => {
  it("have their own title, description, search phrase and 3 to 5 FAQs", () => {
    const seen = new Set<string>();
    for (const page of LANDING_PAGES) {
      for (const count of [0, 30]) expect(titleFits(landingTitle(page, count)), page.path).toBe(true);
      expect(landingTitle(page, 30)).toContain("30");
      expect(landingTitle(page, 0)).not.toMatch(/\d|\{count\}|\s{2}/);
      expect(descriptionFits(page.description), page.path).toBe(true);
      expect(page.faqs.length).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length).toBeLessThanOrEqual(5);
      for (const text of [
        page.description,
        page.searchPhrase,
        page.intro,
        ...page.faqs.map((f) => f.question),
      ]) {
        expect(seen.has(text), text).toBe(false);
        seen.add(text);
      }
    }
  });
});
