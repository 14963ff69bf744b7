import { describe, expect, it } from "vitest";
import { headlineFigures } from "#app/lib/site-figures.ts";

const values = (questions: number, votes: number, categories: number) =>
  headlineFigures({ questions, votes, categories }).map((f) => f.value);

describe("the about page's headline figures", () => {
  it("show the real counts, zero included, until the rounded figures are true", () => {
    expect(values(0, 0, 0)).toEqual(["0", "0", "0", "24/7"]);
    expect(values(780, 12_345, 13)).toEqual(["780", "12,345", "13", "24/7"]);
    expect(values(999, 49_999, 13)).toEqual(["999", "49,999", "13", "24/7"]);
  });

  it("use 1000+ and 50K+ once the counts reach them", () => {
    expect(values(1000, 50_000, 13)).toEqual(["1000+", "50K+", "13", "24/7"]);
    expect(values(4321, 987_654, 13)).toEqual(["1000+", "50K+", "13", "24/7"]);
  });
});
