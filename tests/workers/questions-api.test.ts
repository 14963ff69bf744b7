import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { api, postJson } from "./helpers";

const inCategory = (slug: string) => catalogue.questions[slug]?.length ?? 0;
const total = catalogue.categories.reduce((n, c) => n + inCategory(c.slug), 0);

describe("GET /api/questions", () => {
  it("lists published questions newest first with total and pagination", async () => {
    const { status, body } = await api("/api/questions");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(20);
    expect(body.total).toBe(total);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      totalItems: total,
      totalPages: Math.ceil(total / 20),
    });
    const times = body.data.map((q: { createdAt: string }) => Date.parse(q.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        "id",
        "slug",
        "questionText",
        "optionA",
        "optionB",
        "language",
        "votesA",
        "votesB",
        "category",
        "createdAt",
        "submittedBy",
        "commentCount",
      ].sort(),
    );
  });

  it("filters by category name or slug, case-insensitively", async () => {
    for (const category of ["Kids", "kids", "KIDS"]) {
      const { body } = await api(`/api/questions?category=${category}&limit=100`);
      expect(body.total).toBe(inCategory("kids"));
      expect(body.data.every((q: { category: string }) => q.category === "Kids")).toBe(true);
    }
  });

  it("is 404 for an unknown category", async () => {
    const { status, body } = await api("/api/questions?category=Nope");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'There is no category called "Nope".' });
  });

  it("clamps limit to 1-100 and page to 1-1,000,000", async () => {
    expect((await api("/api/questions?limit=500")).body.pagination.limit).toBe(100);
    expect((await api("/api/questions?limit=0")).body.data).toHaveLength(1);
    expect((await api("/api/questions?page=-3")).body.pagination.page).toBe(1);
    const past = await api("/api/questions?page=999&limit=100");
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.totalPages).toBe(Math.ceil(total / 100));
    const huge = await api("/api/questions?page=1e20");
    expect(huge.status).toBe(200);
    expect(huge.body.data).toEqual([]);
    expect(huge.body.pagination.page).toBe(1_000_000);
  });

  it("rejects a limit or page that is not a whole number", async () => {
    const limit = await api("/api/questions?limit=ten");
    expect(limit.status).toBe(400);
    expect(limit.body.error).toBe("limit must be a whole number.");
    expect((await api("/api/questions?page=1.5")).body.error).toBe("page must be a whole number.");
  });

  it("pages through the list without overlap", async () => {
    const deep = inCategory("deep");
    const pages = Math.ceil(deep / 18);
    const ids: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const { body } = await api(`/api/questions?limit=18&page=${page}&category=Deep`);
      expect(body.pagination).toEqual({ page, limit: 18, totalItems: deep, totalPages: pages });
      ids.push(...body.data.map((q: { id: string }) => q.id));
    }
    expect(ids).toHaveLength(deep);
    expect(new Set(ids).size).toBe(deep);
  });

  it("maps popular and trending to hottest and anything else to newest", async () => {
    const newest = (await api("/api/questions?limit=5")).body.data;
    expect((await api("/api/questions?limit=5&sort=whatever")).body.data).toEqual(newest);
    const hottest = (await api("/api/questions?limit=5&sort=hottest")).body.data;
    expect((await api("/api/questions?limit=5&sort=popular")).body.data).toEqual(hottest);
    expect((await api("/api/questions?limit=5&sort=trending")).body.data).toEqual(hottest);
  });

  it("returns a random sample with sort=random", async () => {
    const { body } = await api("/api/questions?sort=random&limit=10");
    expect(body.data).toHaveLength(10);
  });

  it("searches the question text and both options by word prefix", async () => {
    const sample = (await api("/api/questions?category=Food&limit=1")).body.data[0];
    const words = `${sample.optionB} ${sample.questionText}`.split(" ");
    const word = words.find((w: string) => /^[A-Za-z]{5,}$/.test(w)) as string;
    const { body } = await api(`/api/questions?search=${encodeURIComponent(word.slice(0, -1))}&limit=100`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.map((q: { id: string }) => q.id)).toContain(sample.id);
    for (const q of body.data) {
      const haystack = `${q.questionText} ${q.optionA} ${q.optionB}`.toLowerCase();
      expect(haystack).toContain(word.slice(0, -1).toLowerCase());
    }
  });

  it("pages a search alike whether its matches are few (read from them) or many (read by the index)", async () => {
    const ORDER = {
      newest: "created_at desc, id",
      hottest: "votes_total desc, created_at desc, id",
    } as const;
    // What the search must answer, by the plain query (whose speed depends on the word, decision 0013).
    const expected = async (word: string, sort: keyof typeof ORDER, page: number, category?: string) => {
      const { results } = await env.DB.prepare(
        `select id from questions where status = 'published' ${category ? "and category = ?3" : ""}
         and rowid in (select rowid from questions_fts where questions_fts match ?1)
         order by ${ORDER[sort]} limit 20 offset ?2`,
      )
        .bind(
          `{question_text option_a option_b} : ("${word}"*)`,
          (page - 1) * 20,
          ...(category ? [category] : []),
        )
        .all<{ id: string }>();
      return results.map((r) => r.id);
    };
    const cases = [
      ["would", 741, "newest", 2, undefined], // in every question: past 500 matches
      ["would", 741, "hottest", 3, undefined],
      ["would", 60, "newest", 2, "Food"],
      ["ever", 0, "newest", 1, undefined], // in fewer than 500: read from its matches
      ["ever", 0, "hottest", 1, undefined],
    ] as const;
    for (const [word, atLeast, sort, page, category] of cases) {
      const query = `search=${word}&sort=${sort}&page=${page}${category ? `&category=${category}` : ""}`;
      const { body } = await api(`/api/questions?${query}`);
      expect(body.total, query).toBeGreaterThanOrEqual(atLeast);
      if (word === "ever") expect(body.total, query).toBeLessThan(500);
      expect(body.data.length, query).toBeGreaterThan(0);
      expect(
        body.data.map((q: { id: string }) => q.id),
        query,
      ).toEqual(await expected(word, sort, page, category));
    }
  });

  it("looks for a status word in the text only, never in the index's status column", async () => {
    for (const word of ["published", "pending", "hidden"]) {
      const { body } = await api(`/api/questions?search=${word}&limit=100`);
      expect(body.total, word).toBe(body.data.length);
      for (const q of body.data) {
        expect(`${q.questionText} ${q.optionA} ${q.optionB}`.toLowerCase(), word).toContain(word);
      }
    }
  });

  it("combines search with a category and finds nothing for nonsense", async () => {
    const { body } = await api("/api/questions?search=zzqqxx");
    expect(body).toMatchObject({ success: true, data: [], total: 0 });
  });

  it("never lets search syntax break the query", async () => {
    for (const search of ['"', "AND OR NOT", "a* (b", "NEAR(x y)", "-", "%'; drop table questions; --"]) {
      const res = await api(`/api/questions?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
    }
  });

  it("rejects search text longer than 100 characters", async () => {
    const res = await api(`/api/questions?search=${"a".repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Search text can be at most 100 characters.");
  });
});

describe("single questions", () => {
  it("reads a question by id and by slug, with submittedBy anonymous for the catalogue", async () => {
    const q = (await api("/api/questions?limit=1")).body.data[0];
    const byId = await api(`/api/questions/${q.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(q);
    const bySlug = await api(`/api/questions/slug/${q.slug}`);
    expect(bySlug.body.data).toEqual(q);
    expect(q.submittedBy).toBe("anonymous");
  });

  it("is 404 with a sentence for unknown ids and slugs", async () => {
    expect(await api("/api/questions/abc123")).toMatchObject({
      status: 404,
      body: { success: false, error: "Question not found." },
    });
    expect((await api("/api/questions/slug/no-such-question")).status).toBe(404);
  });

  it("is 400 for a malformed slug", async () => {
    const res = await api("/api/questions/slug/bad_slug!");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("That is not a valid question slug.");
  });
});

describe("top questions", () => {
  it("defaults to 5, accepts a count and caps it at 50", async () => {
    expect((await api("/api/questions/top")).body.data).toHaveLength(5);
    expect((await api("/api/questions/top/3")).body.data).toHaveLength(3);
    expect((await api("/api/questions/top/500")).body.data).toHaveLength(50);
  });

  it("rejects a count that is not a number", async () => {
    const res = await api("/api/questions/top/many");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("count must be a whole number.");
  });
});

describe("GET /api/categories", () => {
  it("lists the 14 categories in order with published question counts", async () => {
    const { body } = await api("/api/categories");
    expect(body.success).toBe(true);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      "Kids",
      "Adults",
      "Deep",
      "Funny",
      "Hard",
      "Spicy",
      "Crush",
      "Movie",
      "Entertainment",
      "Food",
      "Travel",
      "Sports",
      "Technology",
      "Classics",
    ]);
    for (const c of body.data as { slug: string; questionCount: number }[]) {
      expect(c.questionCount, c.slug).toBe(inCategory(c.slug));
    }
    expect(body.data.find((c: { name: string }) => c.name === "Spicy").mature).toBe(true);
  });

  it("does not count pending submissions", async () => {
    await postJson("/api/questions", {
      questionText: "Would you rather count pending questions or not?",
      optionA: "Count",
      optionB: "Not",
      category: "Hard",
    });
    const hard = (await api("/api/categories")).body.data.find((c: { name: string }) => c.name === "Hard");
    expect(hard.questionCount).toBe(inCategory("hard"));
  });
});

describe("health and unknown routes", () => {
  it("reports status, version and a reachable D1 at /health", async () => {
    const { status, body } = await api("/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "ok", version: "0.1.0", database: "ok" });
  });

  it("answers unknown API paths with a shaped 404", async () => {
    expect(await api("/api/nothing/here")).toMatchObject({ status: 404, body: { success: false } });
  });
});
