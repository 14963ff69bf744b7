import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { questionPartCount, questionPartRange } from "#app/lib/sitemap-xml.ts";
import { createDb } from "#worker/db/client.ts";
import { editorialRows } from "#worker/db/editorial.ts";
import { categoryNewest, lastQuestionRowid, publishedSlugsInRange } from "#worker/db/sitemap.ts";
import { appContext } from "#worker/services/context.ts";
import { editorialPicks } from "#worker/services/landing.ts";
import { allSitemapEntries, lastRowid, questionPart } from "#worker/services/sitemap.ts";

const db = createDb(env.DB);

/** SQLite's plan for a drizzle query, one line per step, as D1 runs it. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join("\n");
}

async function addSubmission(slug: string, category: string, createdAt: number) {
  await env.DB.prepare(
    `insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at, published_at)
     values (?, ?, ?, 'Yes', 'No', ?, 'published', ?, ?, ?)`,
  )
    .bind(slug, slug, `Would you rather ${slug} or not?`, category, slug, createdAt, createdAt)
    .run();
}

describe("landing page picks", () => {
  it("come in editorial order, then unranked submissions newest first", async () => {
    const ranked = await env.DB.prepare(
      "select count(*) as n from questions where category = 'Kids' and status = 'published' and editorial_rank is not null",
    ).first<{ n: number }>();
    const rankedCount = ranked?.n ?? 0;
    expect(rankedCount).toBeGreaterThanOrEqual(30);
    await addSubmission("older-submission", "Kids", Date.UTC(2030, 0, 1));
    await addSubmission("newer-submission", "Kids", Date.UTC(2030, 0, 2));

    const picks = await editorialPicks(appContext(env), "Kids", rankedCount + 2);
    const ranks = await env.DB.prepare(
      "select slug, editorial_rank as rank from questions where category = 'Kids' and editorial_rank is not null order by editorial_rank",
    ).all<{ slug: string; rank: number }>();
    expect(picks.map((p) => p.slug)).toEqual([
      ...ranks.results.map((r) => r.slug),
      "newer-submission",
      "older-submission",
    ]);
    // The newest question of all is not among the top 30: the order is editorial, not recency.
    expect((await editorialPicks(appContext(env), "Kids", 30)).map((p) => p.slug)).not.toContain(
      "newer-submission",
    );
  });

  it("are read in the editorial index's order, without sorting the category", async () => {
    const plan = await planOf(editorialRows(db, "Kids", 30));
    expect(plan).toContain("questions_status_category_editorial_idx");
    // Only ties (the unranked tail) are sorted, never the whole category.
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});

describe("sitemap reads", () => {
  it("read a question part as one range scan of the rowid, and the last rowid in one step", async () => {
    const part = await planOf(publishedSlugsInRange(db, 50_000, 100_000));
    expect(part).toMatch(/SEARCH questions USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
    expect(await planOf(lastQuestionRowid(db))).not.toMatch(/SCAN/);
    expect(await planOf(categoryNewest(db))).toMatch(
      /SEARCH q USING COVERING INDEX questions_status_category_created_idx \(status=\? AND category=\?\)/,
    );
  });

  it("split into parts of at most the page size that together hold every published question once", async () => {
    await env.DB.prepare(
      "update questions set status = 'pending' where slug = (select min(slug) from questions)",
    ).run();
    const ctx = appContext(env);
    const size = 37;
    const all = (await allSitemapEntries(ctx)).questions.map((q) => q.slug).sort();
    const parts = questionPartCount(await lastRowid(ctx), size);
    expect(parts).toBeGreaterThan(10);
    const seen: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const read = await questionPart(ctx, questionPartRange(part, size));
      expect(read.questions.length).toBeLessThanOrEqual(size);
      seen.push(...read.questions.map((q) => q.slug));
    }
    expect(seen.sort()).toEqual(all);
    expect(all.length).toBe(
      (
        await env.DB.prepare("select count(*) as n from questions where status = 'published'").first<{
          n: number;
        }>()
      )?.n,
    );
  });

  it("date each question by when it was published, and each category by its newest question", async () => {
    const { questions, categories } = await allSitemapEntries(appContext(env));
    expect(questions.every((q) => q.lastmod.getTime() > Date.UTC(2020, 0, 1))).toBe(true);
    const kids = categories.find((c) => c.name === "Kids");
    const newest = await env.DB.prepare(
      "select max(created_at) as at from questions where category = 'Kids' and status = 'published'",
    ).first<{ at: number }>();
    expect(kids?.newestAt?.getTime()).toBe(newest?.at);
  });
});
