import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seasonalCopy } from "#domain/landing/seasonal-page.ts";
import { LANDING_PAGE_SIZE, LANDING_PAGES } from "#domain/landing-copy.ts";
import { SEASONS } from "#domain/seasons.ts";
import { appContext } from "#worker/services/context.ts";
import { type LandingListSource, landingList } from "#worker/services/landing.ts";

const ctx = () => appContext(env);

/** Every question of a list, page by page as the landing page reads it. */
async function wholeList(source: LandingListSource) {
  const slugs: string[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const read = await landingList(ctx(), source, {
      limit: LANDING_PAGE_SIZE,
      offset: (page - 1) * LANDING_PAGE_SIZE,
    });
    total = read.total;
    if (read.picks.length === 0) break;
    expect(read.picks.length).toBeLessThanOrEqual(LANDING_PAGE_SIZE);
    slugs.push(...read.picks.map((p) => p.slug));
  }
  return { slugs, total };
}

const rows = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<{ slug: string; category: string }>()
  ).results;

const MATURE = "select name from categories where mature = 1";

describe("tagged landing lists", () => {
  it("list every published question with the tag, page by page, and the total says how many", async () => {
    const { slugs, total } = await wholeList({ kind: "tag", tag: "work", familySafe: true });
    const expected = await rows(
      `select slug from questions where status = 'published' and tags like '% work %' and category not in (${MATURE})`,
    );
    expect(total).toBe(expected.length);
    expect(slugs.length).toBe(total);
    expect(new Set(slugs).size).toBe(total);
    expect([...slugs].sort()).toEqual(expected.map((r) => r.slug).sort());
  });

  it("come in editorial order, ties in the categories' order", async () => {
    const read = await landingList(
      ctx(),
      { kind: "tag", tag: "teens", familySafe: true },
      { limit: 20, offset: 0 },
    );
    const expected = await rows(
      `select q.slug from questions q join categories c on c.name = q.category
       where q.status = 'published' and q.tags like '% teens %' and c.mature = 0
       order by q.editorial_rank asc nulls last, c.sort_order, q.created_at desc, q.id limit 20`,
    );
    expect(read.picks.map((p) => p.slug)).toEqual(expected.map((r) => r.slug));
  });

  it("never include the adults-only Spicy set on a family-safe page", async () => {
    const spicyCouples = await rows(
      "select slug from questions where status = 'published' and category = 'Spicy' and tags like '% couples %'",
    );
    // Spicy questions are tagged for couples: the couples page leaves them out all the same.
    expect(spicyCouples.length).toBeGreaterThan(0);
    const familySafe = LANDING_PAGES.filter((p) => p.source.kind === "tag");
    const sources = [
      ...familySafe.map((p) => p.source),
      ...SEASONS.map((season) => seasonalCopy(season).source),
    ];
    const spicy = new Set(
      (await rows("select slug from questions where category = 'Spicy'")).map((r) => r.slug),
    );
    for (const source of sources) {
      expect(source.kind === "tag" && source.familySafe, JSON.stringify(source)).toBe(true);
      if (source.kind !== "tag") continue;
      const { slugs, total } = await wholeList(source);
      expect(total, source.tag).toBeGreaterThan(0);
      expect(
        slugs.filter((slug) => spicy.has(slug)),
        source.tag,
      ).toEqual([]);
    }
  });

  it("a whole tag only: 'work' does not find 'homework'", async () => {
    await env.DB.prepare(
      `insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at, published_at, tags)
       values ('tagged-homework', 'tagged-homework', 'Would you rather do homework or not?', 'Yes', 'No', 'Kids', 'published', 'tagged-homework', 1, 1, ' homework ')`,
    ).run();
    const { slugs } = await wholeList({ kind: "tag", tag: "work", familySafe: true });
    expect(slugs).not.toContain("tagged-homework");
  });
});

describe("category landing lists", () => {
  it("list the whole category in editorial order, in pages of fifty", async () => {
    const { slugs, total } = await wholeList({ kind: "category", category: "Kids" });
    const expected = await rows(
      "select slug from questions where status = 'published' and category = 'Kids' order by editorial_rank asc nulls last, created_at desc, id",
    );
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(LANDING_PAGE_SIZE * 2);
    expect(slugs).toEqual(expected.map((r) => r.slug));
  });

  it("answer past the last page with no questions and the same total", async () => {
    const read = await landingList(
      ctx(),
      { kind: "category", category: "Spicy" },
      { limit: LANDING_PAGE_SIZE, offset: 10_000 },
    );
    expect(read.picks).toEqual([]);
    expect(read.total).toBeGreaterThan(100);
  });
});
