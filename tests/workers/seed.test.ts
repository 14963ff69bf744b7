import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Catalogue, type CatalogueQuestion, catalogue } from "#content/catalogue.ts";
import { prepareCatalogue, seedStatements } from "#content/seed.ts";
import { api, firstQuestion, type Json, postJson } from "./helpers";

const prepared = prepareCatalogue(catalogue);

const seed = (c: Catalogue) => env.DB.batch(seedStatements(c).map((s) => env.DB.prepare(s)));

const snapshot = async () =>
  (
    await env.DB.prepare(
      "select id, slug, question_text, option_a, option_b, category, status, votes_a, votes_b, created_at from questions order by id",
    ).all()
  ).results;

/** Votes once through the API and waits for the Durable Object to write the count behind to D1. */
async function voteAndFlush(id: string, option: "A" | "B") {
  expect((await postJson(`/api/questions/${id}/vote`, { option })).status).toBe(200);
  await runDurableObjectAlarm(env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(id)));
}

const row = (id: string) => env.DB.prepare("select * from questions where id = ?").bind(id).first<Json>();

describe("seeding", () => {
  it("seeds every category and every catalogue question as published with zero votes", async () => {
    const counts = await env.DB.prepare(
      "select count(*) as n, sum(votes_a + votes_b) as votes, sum(status = 'published') as published from questions",
    ).first();
    expect(counts).toEqual({ n: prepared.length, votes: 0, published: prepared.length });
    const categories = await env.DB.prepare("select count(*) as n from categories").first();
    expect(categories).toEqual({ n: 14 });
  });

  it("changes nothing and loses no votes when run again", async () => {
    const q = await firstQuestion("Kids");
    await voteAndFlush(q.id, "A");
    const before = await snapshot();
    const categoriesBefore = (await env.DB.prepare("select * from categories order by name").all()).results;

    await seed(catalogue);

    expect(await snapshot()).toEqual(before);
    expect((await env.DB.prepare("select * from categories order by name").all()).results).toEqual(
      categoriesBefore,
    );
    expect(before.find((r) => r.id === q.id)).toMatchObject({ votes_a: 1 });
  });

  it("brings a database seeded before the editorial pass up to date, keeping every vote", async () => {
    // Before the pass: the retired questions were live, and a question now in Funny sat in Spicy
    // with other option wording.
    const [moved, ...funny] = catalogue.questions.funny as CatalogueQuestion[];
    if (!moved) throw new Error("expected Funny questions");
    const asLive = (r: { questionText: string }) => ({
      ...r,
      optionA: "Old option A",
      optionB: "Old option B",
      zh: { questionText: "旧的问题？", optionA: "旧选项甲", optionB: "旧选项乙" },
    });
    const old: Catalogue = {
      categories: catalogue.categories,
      questions: {
        ...Object.fromEntries(catalogue.categories.map((c) => [c.slug, []])),
        kids: catalogue.retired.map(asLive),
        spicy: [{ ...moved, optionA: "Old wording" }],
        funny,
      },
      retired: [],
    };
    await env.DB.batch(
      ["featured_days", "votes", "likes", "questions"].map((t) => env.DB.prepare(`delete from ${t}`)),
    );
    await seed(old);

    const [gone] = catalogue.retired;
    const movedRow = prepared.find((q) => q.questionText === moved.questionText);
    if (!gone || !movedRow) throw new Error("expected a retired and a moved question");
    await voteAndFlush(gone.id, "A");
    await voteAndFlush(movedRow.id, "B");
    await env.DB.prepare("insert into featured_days (day, question_id) values ('2027-03-01', ?)")
      .bind(gone.id)
      .run();
    expect(await row(movedRow.id)).toMatchObject({ category: "Spicy", option_a: "Old wording", votes_b: 1 });

    await seed(catalogue);

    const retiredIds = new Set(catalogue.retired.map((r) => r.id));
    const rows = (await env.DB.prepare("select id, status, votes_a from questions").all<Json>()).results;
    const retired = rows.filter((r) => retiredIds.has(r.id));
    expect(retired).toHaveLength(catalogue.retired.length);
    expect(retired.every((r) => r.status === "retired")).toBe(true);
    expect(retired.find((r) => r.id === gone.id)).toMatchObject({ votes_a: 1 });
    expect((await api(`/api/questions/slug/${gone.slug}`)).status).toBe(404);
    expect(
      await env.DB.prepare("select * from featured_days where question_id = ?").bind(gone.id).first(),
    ).toBeNull();

    expect(await row(movedRow.id)).toMatchObject({
      category: "Funny",
      option_a: moved.optionA,
      status: "published",
      votes_b: 1,
    });
    // Every catalogue question is live, none of them blocked by a retired row's slug.
    const published = await env.DB.prepare("select id from questions where status = 'published'").all<Json>();
    expect(new Set(published.results.map((r) => r.id))).toEqual(new Set(prepared.map((q) => q.id)));

    const after = await snapshot();
    await seed(catalogue);
    expect(await snapshot()).toEqual(after);
  });

  it("never touches a visitor's submission, published or not", async () => {
    const submitted = await postJson("/api/questions", {
      questionText: "Would you rather keep your own words or have an editor change them?",
      optionA: "Keep them",
      optionB: "Let them change",
      category: "Deep",
      submittedBy: "Sam",
    });
    const id = submitted.body.data.id as string;
    await env.DB.prepare("update questions set status = 'published' where id = ?").bind(id).run();
    const before = await row(id);
    await seed({ ...catalogue, retired: [...catalogue.retired, { id, slug: "unused", questionText: "x" }] });
    expect(await row(id)).toEqual(before);
  });
});
