import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { prepareCatalogue } from "#content/seed.ts";
import { createDb } from "#worker/db/client.ts";
import { POPULAR_COUNT, RELATED_COUNT, relatedRows } from "#worker/db/related.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { appContext } from "#worker/services/context.ts";
import { getQuestionPage } from "#worker/services/questions.ts";

const db = createDb(env.DB);
const seeded = prepareCatalogue(catalogue);
const withNote = seeded.find((q) => q.category === "Food" && q.note && q.zh.note);
const couplesQuestion = seeded.find((q) => q.category === "Travel" && q.storedTags.includes(" couples "));

const tagsOf = async (slug: string) =>
  (await env.DB.prepare("select tags from questions where slug = ?").bind(slug).first<{ tags: string }>())
    ?.tags ?? "";

describe("a question's related questions", () => {
  it("are eight others from its category, the same ones on every read", async () => {
    if (!couplesQuestion) throw new Error("the catalogue has a Travel question for couples");
    const first = await relatedRows(db, couplesQuestion.slug);
    expect(first).toHaveLength(RELATED_COUNT);
    expect(first.map((r) => r.slug)).not.toContain(couplesQuestion.slug);
    const categories = await Promise.all(
      first.map(
        async (r) =>
          (
            await env.DB.prepare("select category from questions where slug = ?")
              .bind(r.slug)
              .first<{ category: string }>()
          )?.category,
      ),
    );
    expect(new Set(categories)).toEqual(new Set(["Travel"]));
    expect((await relatedRows(db, couplesQuestion.slug)).map((r) => r.slug)).toEqual(
      first.map((r) => r.slug),
    );
  });

  it("put questions for the same readers first", async () => {
    if (!couplesQuestion) throw new Error("the catalogue has a Travel question for couples");
    const [best] = await relatedRows(db, couplesQuestion.slug);
    expect(await tagsOf(best?.slug ?? "")).toContain(" couples ");
  });
});

describe("what a question page says about the question", () => {
  it("has the editors' note in the page's language, its tags and its related questions", async () => {
    if (!withNote) throw new Error("the catalogue has a Food question with a note");
    const ctx = appContext(env);
    const english = await getQuestionPage(ctx, withNote.slug);
    expect(english.about.note).toBe(withNote.note);
    expect(english.about.tags).toEqual(withNote.storedTags.trim().split(" ").filter(Boolean));
    expect(english.about.related).toHaveLength(RELATED_COUNT);
    // The category's most voted (the editors' best while nobody has voted), none of them suggested twice.
    const suggested = new Set([withNote.slug, ...english.about.related.map((q) => q.slug)]);
    expect(english.about.popular).toHaveLength(POPULAR_COUNT);
    for (const q of english.about.popular) expect(suggested.has(q.slug), q.slug).toBe(false);
    const chinese = await inLocale("zh", () => getQuestionPage(ctx, withNote.slug));
    expect(chinese.about.note).toBe(withNote.zh.note);
    expect(chinese.about.related[0]?.questionText).toMatch(/^你/);
  });

  it("has no note for a visitor's submission", async () => {
    await env.DB.prepare(
      `insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at, published_at)
       values ('about-sub', 'about-submission', 'Would you rather hop or skip?', 'Hop', 'Skip', 'Kids', 'published', 'aboutsub', 1, 1)`,
    ).run();
    const page = await getQuestionPage(appContext(env), "about-submission");
    expect(page.about).toMatchObject({ note: null, tags: [] });
    expect(page.about.related.length).toBeGreaterThan(0);
  });
});
