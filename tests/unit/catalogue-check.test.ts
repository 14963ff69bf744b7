import { describe, expect, it } from "vitest";
import { type Catalogue, type CatalogueQuestion, catalogue } from "#content/catalogue.ts";
import { CATEGORY_FLOOR, checkCatalogue, TAG_FLOORS } from "#content/check.ts";

const report = checkCatalogue(catalogue);

describe("the catalogue check over the whole catalogue", () => {
  it("finds no problem: no near-duplicate, nothing too long, every text in both languages, words fit their readers", () => {
    expect(report.problems).toEqual([]);
  });

  it("counts every category and every tag page at or above its floor", () => {
    for (const [name, n] of Object.entries(report.perCategory)) {
      expect(n, name).toBeGreaterThanOrEqual(CATEGORY_FLOOR);
    }
    for (const [tag, floor] of Object.entries(TAG_FLOORS)) {
      expect(report.perTag[tag] ?? 0, tag).toBeGreaterThanOrEqual(floor);
    }
  });
});

/** A small catalogue of two categories, for the check's own rules. */
function tiny(kids: CatalogueQuestion[], adults: CatalogueQuestion[] = []): Catalogue {
  const [kidsCategory, adultsCategory] = ["kids", "adults"].map((slug) => {
    const category = catalogue.categories.find((c) => c.slug === slug);
    if (!category) throw new Error(`no ${slug} category`);
    return category;
  });
  return {
    categories: [kidsCategory, adultsCategory] as Catalogue["categories"],
    questions: { kids, adults },
    retired: [],
  };
}

const question = (en: string, a: string, b: string, zh = "你会选苹果还是香蕉？"): CatalogueQuestion => ({
  questionText: en,
  optionA: a,
  optionB: b,
  zh: { questionText: zh, optionA: "苹果", optionB: "香蕉" },
});

const kinds = (c: Catalogue) => checkCatalogue(c).problems.map((p) => `${p.kind}: ${p.detail}`);

describe("the catalogue check's rules", () => {
  it("finds the same two options in either order, across categories", () => {
    const found = kinds(
      tiny(
        [question("Would you rather eat a lemon or a lime?", "Eat a lemon", "Eat a lime")],
        [
          question(
            "Would you rather suck a lime or chew a lemon?",
            "Eat a lime",
            "Eat a lemon",
            "你会选青柠还是柠檬？",
          ),
        ],
      ),
    );
    expect(found).toContainEqual(expect.stringMatching(/^near-duplicate: the same two options/));
  });

  it("finds questions worded nearly the same, in English or in Chinese", () => {
    const english = kinds(
      tiny([
        question("Would you rather have a pet dragon or a pet unicorn?", "Pet dragon", "Pet unicorn"),
        question(
          "Would you rather have pet dragons or pet unicorns?",
          "Dragons",
          "Unicorns",
          "你会选龙还是独角兽？",
        ),
      ]),
    );
    expect(english).toContainEqual(expect.stringMatching(/^near-duplicate: nearly the same question/));
    const chinese = kinds(
      tiny([
        question(
          "Would you rather live by the sea?",
          "Sea house",
          "Lake house",
          "你宁愿住在海边的小房子里还是湖边？",
        ),
        question("Would you rather own a cabin?", "Cabin", "Tent", "你宁愿住在海边的小房子里还是湖边呢？"),
      ]),
    );
    expect(chinese).toContainEqual(
      expect.stringMatching(/^near-duplicate: nearly the same Chinese question/),
    );
  });

  it("refuses words that do not fit a set's readers, and explicit words anywhere", () => {
    expect(
      kinds(tiny([question("Would you rather fight a zombie with a knife or a gun?", "A knife", "A gun")])),
    ).toContainEqual(expect.stringMatching(/^word-for-audience: "knife" does not fit children/));
    const atWork = {
      ...question("Would you rather plan a date night or a game night?", "Date night", "Game night"),
      tags: ["work"],
    };
    expect(kinds(tiny([], [atWork]))).toContainEqual(expect.stringMatching(/does not fit a team at work/));
    expect(
      kinds(tiny([], [question("Would you rather watch porn or the news?", "Porn", "News")])),
    ).toContainEqual(expect.stringMatching(/^word-for-audience: explicit word/));
  });

  it("reports missing Chinese, text over the limits, unknown tags and categories under their floor", () => {
    const untranslated = {
      ...question(`Would you rather ${"walk ".repeat(40)}or run?`, "Walk", "Run"),
      tags: ["picnic"],
    };
    untranslated.zh = { questionText: "", optionA: "走", optionB: "跑" };
    const found = kinds(tiny([untranslated]));
    expect(found).toContainEqual("missing-translation: no Chinese questionText");
    expect(found).toContainEqual(expect.stringMatching(/^too-long: question over 200/));
    expect(found).toContainEqual("unknown-tag: picnic");
    expect(found).toContainEqual(`too-few: 1 of ${CATEGORY_FLOOR}`);
  });
});
