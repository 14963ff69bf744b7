import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listCategories } from "#worker/services/categories.ts";
import { appContext } from "#worker/services/context.ts";
import { editorialPicks } from "#worker/services/landing.ts";
import { categorySections, getHomePage, getQuestionPage } from "#worker/services/questions.ts";
import { allSitemapEntries, questionPart } from "#worker/services/sitemap.ts";
import { firstQuestion } from "./helpers";

// The pages' services (they are not rendered in this runtime): a hidden question is missing from
// all of them, exactly like one that does not exist.

/** A context with its own isolate memory, so category counts are read again rather than remembered. */
const fresh = () => ({ ...appContext(env), memory: {} });

describe("a hidden question is gone from every page's reads", () => {
  it("sitemap, category sections, landing picks, home lists, its own page and the category counts", async () => {
    const q = await firstQuestion("Entertainment");
    const before = await listCategories(fresh());
    const countOf = (list: typeof before) => list.find((c) => c.name === "Entertainment")?.questionCount;
    const shown = await categorySections(fresh(), ["Entertainment"], "newest", 6);
    expect(shown.byCategory.get("Entertainment")?.map((x) => x.id)).toContain(q.id);
    expect((await editorialPicks(fresh(), "Entertainment", 200)).map((x) => x.slug)).toContain(q.slug);
    await env.DB.prepare("update questions set status = 'hidden' where id = ?").bind(q.id).run();
    const ctx = fresh();

    expect(countOf(await listCategories(ctx))).toBe((countOf(before) ?? 0) - 1);
    const sitemap = await allSitemapEntries(ctx);
    expect(sitemap.questions.map((e) => e.slug)).not.toContain(q.slug);
    const part = await questionPart(ctx, { afterRowid: 0, upToRowid: Number.MAX_SAFE_INTEGER });
    expect(part.questions.map((e) => e.slug)).not.toContain(q.slug);

    const sections = await categorySections(ctx, ["Entertainment"], "newest", 6);
    expect(sections.byCategory.get("Entertainment")?.map((x) => x.id)).not.toContain(q.id);
    expect((await editorialPicks(ctx, "Entertainment", 200)).map((x) => x.slug)).not.toContain(q.slug);
    const home = await getHomePage(ctx, {
      now: new Date(),
      category: "Entertainment",
      sort: "newest",
      latest: 100,
      top: 50,
      more: 50,
    });
    for (const list of [home.latest, home.top, home.more]) expect(list.map((x) => x.id)).not.toContain(q.id);
    expect(home.featured?.question.id).not.toBe(q.id);
    await expect(getQuestionPage(ctx, q.slug)).rejects.toMatchObject({ status: 404 });
  });
});
