import { afterEach, describe, expect, it } from "vitest";
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
import { type LandingCopy, SEASONAL_PATH } from "#domain/landing/parts.ts";
import { seasonalCopy } from "#domain/landing/seasonal-page.ts";
import {
  LANDING_PAGE_SIZE,
  LANDING_PAGES,
  landingCopyFor,
  landingDescription,
  landingTitle,
} from "#domain/landing-copy.ts";
import {
  hasLandingPage,
  LANDING_PAGE_CATEGORIES,
  pagedDescription,
  pagedTitle,
} from "#domain/landing-pages.ts";
import { baseLocale, overwriteGetLocale } from "#domain/paraglide/runtime.js";
import { SEASONS } from "#domain/seasons.ts";

/** The landing pages whose list is a category's: each owns its category's search. */
const categoryPages = () => LANDING_PAGES.filter((page) => page.source.kind === "category");

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
    for (const landing of categoryPages()) {
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
    expect(categoryPages().map(({ path, category }) => ({ path, category }))).toEqual(
      LANDING_PAGE_CATEGORIES,
    );
    for (const page of categoryPages())
      expect(page.source).toEqual({ kind: "category", category: page.category });
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

/** Every landing page as it reads, the seasonal page once per season. */
const everyLandingPage = (): LandingCopy[] => [
  ...LANDING_PAGES.filter((page) => page.path !== SEASONAL_PATH),
  ...SEASONS.map((season) => seasonalCopy(season)),
];

describe.each(["en", "zh"] as const)("landing pages in %s", (locale) => {
  afterEach(() => overwriteGetLocale(() => baseLocale));
  const inLocale = () => overwriteGetLocale(() => locale);

  it("have their own title, description, search phrase, heading, intro and 3 to 5 FAQs", () => {
    inLocale();
    const seen = new Set<string>();
    const seasonal = new Set<string>();
    for (const page of everyLandingPage()) {
      for (const count of [0, 30, 999]) {
        const title = landingTitle(page, count);
        expect(titleFits(title), `${page.path} ${title}`).toBe(true);
      }
      expect(landingTitle(page, 30)).toContain("30");
      expect(landingTitle(page, 0)).not.toMatch(/\d|\{count\}|\s{2}/);
      expect(landingTitle(page, 30).toLowerCase(), page.path).toContain(
        page.path === SEASONAL_PATH ? page.heading.toLowerCase().slice(0, 2) : page.searchPhrase,
      );
      expect(
        descriptionFits(page.description),
        `${page.path} ${page.description.length} ${page.description}`,
      ).toBe(true);
      expect(page.eyebrow.length).toBeGreaterThan(0);
      expect(page.faqs.length).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length).toBeLessThanOrEqual(5);
      expect(page.sections.length).toBeGreaterThanOrEqual(2);
      expect(page.sections.length).toBeLessThanOrEqual(3);
      for (const text of [
        page.description,
        page.heading,
        page.intro,
        landingTitle(page, 30),
        ...page.faqs.map((f) => f.question),
      ]) {
        // The seasonal page's seasons share its "why does this page change" question.
        if (page.path === SEASONAL_PATH && seasonal.has(text)) continue;
        expect(seen.has(text), text).toBe(false);
        seen.add(text);
        if (page.path === SEASONAL_PATH && page.faqs.some((f) => f.question === text)) seasonal.add(text);
      }
    }
  });

  it("say Page N in the title and description of every later page, each description its own", () => {
    inLocale();
    const descriptions = new Set<string>();
    for (const page of everyLandingPage()) {
      const total = 737;
      const pages = Math.ceil(total / LANDING_PAGE_SIZE);
      for (let n = 1; n <= pages; n++) {
        const title = landingTitle(page, total, n);
        const description = landingDescription(page, n, total);
        expect(titleFits(title), title).toBe(true);
        expect(descriptionFits(description), `${description.length} ${description}`).toBe(true);
        if (n > 1) {
          expect(title).toContain(locale === "zh" ? `第${n}页` : `Page ${n}`);
          expect(description).toContain(locale === "zh" ? `第${n}页` : `Page ${n}`);
        }
        expect(descriptions.has(description), description).toBe(false);
        descriptions.add(description);
      }
    }
  });

  it("are found by their paths, the seasonal page in the season asked for", () => {
    inLocale();
    expect(landingCopyFor("/would-you-rather-questions-for-teens/")?.source).toEqual({
      kind: "tag",
      tag: "teens",
      familySafe: true,
    });
    for (const season of SEASONS) {
      expect(landingCopyFor(SEASONAL_PATH, season)?.source).toEqual({
        kind: "tag",
        tag: season,
        familySafe: true,
      });
    }
    expect(landingCopyFor("/would-you-rather-questions-for-nobody")).toBeUndefined();
  });

  it("keep every list but Spicy's family-safe", () => {
    for (const page of everyLandingPage()) {
      if (page.source.kind === "tag") expect(page.source.familySafe, page.path).toBe(true);
      else expect(page.mature ?? false).toBe(page.source.category === "Spicy");
    }
  });
});

describe.each(["en", "zh"] as const)("later pages of category and question lists in %s", (locale) => {
  afterEach(() => overwriteGetLocale(() => baseLocale));

  it("say Page N and still fit", () => {
    overwriteGetLocale(() => locale);
    for (const category of catalogue.categories) {
      const meta = categoryMeta(category);
      expect(pagedTitle(meta.title, 1)).toBe(meta.title);
      expect(pagedDescription(meta.description, 1, 7)).toBe(meta.description);
      for (const n of [2, 7, 123]) {
        const title = pagedTitle(meta.title, n);
        const description = pagedDescription(meta.description, n, 123);
        expect(titleFits(title), title).toBe(true);
        expect(title).toContain(locale === "zh" ? `第${n}页` : `Page ${n}`);
        expect(description).toContain(locale === "zh" ? `第${n}页` : `Page ${n}`);
        expect(description.length).toBeLessThanOrEqual(locale === "zh" ? 80 : DESCRIPTION_MAX);
      }
    }
    expect(titleFits(pagedTitle(words(80), 12))).toBe(true);
  });
});
