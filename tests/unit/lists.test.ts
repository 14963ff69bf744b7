import { describe, expect, it } from "vitest";
import { pageWindow, paginate, showingRange } from "#domain/pagination.ts";
import { percentages } from "#domain/percent.ts";
import { listQuerySchema } from "#domain/schemas.ts";
import { toMatchQuery } from "#domain/search.ts";
import { toSort } from "#domain/sort.ts";

describe("toSort", () => {
  it("maps popular and trending to hottest, keeps newest, hottest and random", () => {
    expect(toSort("popular")).toBe("hottest");
    expect(toSort("Trending")).toBe("hottest");
    expect(toSort("hottest")).toBe("hottest");
    expect(toSort("random")).toBe("random");
    expect(toSort("newest")).toBe("newest");
  });

  it("falls back to newest for anything else", () => {
    for (const v of [undefined, null, "", "oldest", "DROP TABLE"]) expect(toSort(v)).toBe("newest");
  });
});

describe("pageWindow (at most 5 page buttons)", () => {
  it("shows 1..n when there are 5 or fewer pages", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows 1..5 while the current page is 3 or lower", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the last 5 within 2 of the end", () => {
    expect(pageWindow(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it("centres on the current page otherwise", () => {
    expect(pageWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(17, 20)).toEqual([15, 16, 17, 18, 19]);
  });
});

describe("pagination maths", () => {
  it("counts pages, with at least one page when empty", () => {
    expect(paginate(1, 18, 42)).toEqual({ page: 1, limit: 18, totalItems: 42, totalPages: 3 });
    expect(paginate(1, 18, 0).totalPages).toBe(1);
    expect(paginate(2, 18, 36).totalPages).toBe(2);
  });

  it("gives the 'Showing X-Y of Z' range", () => {
    expect(showingRange(1, 18, 42)).toEqual({ from: 1, to: 18 });
    expect(showingRange(3, 18, 42)).toEqual({ from: 37, to: 42 });
    expect(showingRange(1, 18, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("percentages", () => {
  it("rounds the share and keeps the two summing to 100", () => {
    expect(percentages(1, 2)).toEqual({ a: 33, b: 67 });
    expect(percentages(1, 1)).toEqual({ a: 50, b: 50 });
    expect(percentages(3, 0)).toEqual({ a: 100, b: 0 });
  });

  it("shows 50/50 on the home page and 0/0 elsewhere when nobody has voted", () => {
    expect(percentages(0, 0, 50)).toEqual({ a: 50, b: 50 });
    expect(percentages(0, 0)).toEqual({ a: 0, b: 0 });
  });
});

describe("list query schema", () => {
  const schema = listQuerySchema(20, 100);

  it("applies defaults and clamps", () => {
    expect(schema.parse({})).toEqual({ sort: "newest", limit: 20, page: 1 });
    expect(schema.parse({ limit: "1000", page: "0", sort: "popular" })).toMatchObject({
      limit: 100,
      page: 1,
      sort: "hottest",
    });
    expect(schema.parse({ limit: "-5" }).limit).toBe(1);
  });

  it("trims search and drops it when blank", () => {
    expect(schema.parse({ search: "  pizza  " }).search).toBe("pizza");
    expect(schema.parse({ search: "   " }).search).toBeUndefined();
  });

  it("rejects numbers that are not whole", () => {
    expect(schema.safeParse({ limit: "abc" }).success).toBe(false);
    expect(schema.safeParse({ page: "2.5" }).success).toBe(false);
  });
});

describe("toMatchQuery", () => {
  it("quotes every word as a prefix so search syntax is inert", () => {
    expect(toMatchQuery("Pizza OR tacos*")).toBe('"pizza"* "or"* "tacos"*');
    expect(toMatchQuery('"); drop')).toBe('"drop"*');
    expect(toMatchQuery("?!")).toBeUndefined();
  });
});
