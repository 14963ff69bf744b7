import { describe, expect, it } from "vitest";
import { categoryMeta } from "#app/lib/category-meta.ts";
import {
  cutAtWord,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  descriptionFits,
  labelInSentence,
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
  const titled = (questionText: string, optionA: string, optionB: string) => ({
    questionText,
    optionA,
    optionB,
  });

  it("say both choices whole from the options' labels, in the middle of a sentence", () => {
    expect(questionTitle(titled("Would you rather fly or be invisible?", "Fly", "Be invisible"))).toBe(
      "Would you rather fly or be invisible?",
    );
    // Names and acronyms keep their capitals; everything else reads as part of the sentence.
    expect(
      questionTitle(titled("Would you rather live in Paris or keep your TV?", "Paris flat", "TV forever")),
    ).toBe("Would you rather Paris flat or TV forever?");
    expect(labelInSentence("Magic pencil", "Would you rather have a magic pencil?")).toBe("magic pencil");
  });

  it("fall back to the question, cut at a word, when the choices do not fit", () => {
    const title = questionTitle(
      titled(
        "Would you rather be able to talk to every animal on the planet or speak every human language fluently?",
        "Talk to every animal on the planet",
        "Speak every human language fluently",
      ),
    );
    expect(title).toBe("Be able to talk to every animal on the… - Would You Rather");
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it("fit for every catalogue question and the longest a visitor may submit", () => {
    const questions = [
      ...Object.values(catalogue.questions).flat(),
      titled(`Would you rather ${words(183)}?`, words(100), words(100)),
      titled("Would you rather?", "A", "B"),
    ];
    for (const q of questions) {
      expect(titleFits(questionTitle(q)), q.questionText).toBe(true);
      expect(questionTitle(q).match(/would you rather/gi)?.length, q.questionText).toBe(1);
    }
  });

  it("keep both choices whole for at least 85% of the catalogue", () => {
    const questions = Object.values(catalogue.questions).flat();
    const whole = questions.filter((q) => !questionTitle(q).includes("\u2026"));
    expect(whole.length / questions.length).toBeGreaterThanOrEqual(0.85);
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
