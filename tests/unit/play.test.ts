import { describe, expect, it } from "vitest";
import { PLAY_SKIP_MAX, playQuestionPath, readPlayRun, runAfter, voteInsight } from "#domain/play.ts";

const read = (query: string) => readPlayRun(new URLSearchParams(query));

describe("a play run in the URL", () => {
  it("reads category, family setting, count and recent questions", () => {
    expect(read("category=Kids&family=0&n=7&skip=abc,def")).toEqual({
      category: "Kids",
      family: false,
      answered: 7,
      skip: ["abc", "def"],
    });
  });

  it("falls back to a fresh family run for anything it cannot use", () => {
    expect(read("family=maybe&n=-3&skip=../etc,ok_id,%00")).toEqual({
      category: undefined,
      family: true,
      answered: 0,
      skip: ["ok_id"],
    });
    expect(read(`n=1e20&category=${"x".repeat(200)}`)).toMatchObject({ answered: 0, category: undefined });
  });

  it("counts a vote, remembers the question and keeps only the newest few", () => {
    const start = read("category=Funny&n=2");
    expect(runAfter(start, "q1", true)).toMatchObject({ answered: 3, skip: ["q1"] });
    expect(runAfter(start, "q1", false)).toMatchObject({ answered: 2, skip: ["q1"] });
    let run = start;
    for (let i = 0; i < PLAY_SKIP_MAX + 5; i++) run = runAfter(run, `q${i}`, true);
    expect(run.skip).toHaveLength(PLAY_SKIP_MAX);
    expect(run.skip.at(-1)).toBe(`q${PLAY_SKIP_MAX + 4}`);
    expect(playQuestionPath("a-question", runAfter(start, "q1", true))).toBe(
      "/play/a-question?category=Funny&family=1&n=3&skip=q1",
    );
  });
});

describe("the insight after a vote", () => {
  it("says where the visitor stands", () => {
    expect(voteInsight(100, 1)).toBe("You're the first to answer this one!");
    expect(voteInsight(93, 40)).toBe("Almost everyone agrees with you.");
    expect(voteInsight(70, 40)).toBe("You're with the 70% majority.");
    expect(voteInsight(50, 40)).toBe("It's a close call: 50% chose the same.");
    expect(voteInsight(23, 40)).toBe("You're with the 23% minority.");
    expect(voteInsight(5, 40)).toBe("Bold! Only 5% chose the same.");
  });
});
