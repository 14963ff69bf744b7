import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type PlayRun, runTitle, voteInsight } from "#domain/play.ts";
import { splitRows } from "#worker/db/splits.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { appContext } from "#worker/services/context.ts";
import { getPlayQuestion, getPlayStarts } from "#worker/services/play.ts";
import { hashesFor } from "#worker/votes/question-voters.ts";

const ctx = () => appContext(env);
const run = (over: Partial<PlayRun> = {}): PlayRun => ({
  category: "Kids",
  family: true,
  answered: 0,
  skip: [],
  ...over,
});

async function ids(sql: string) {
  return (await env.DB.prepare(sql).all<{ id: string; slug: string }>()).results;
}

/** Vote rows as the objects write them behind (under the voter's hash per question), so D1 knows this voter answered these. */
async function answered(voter: string, questionIds: string[]) {
  const hashes = await hashesFor(ctx(), questionIds, voter);
  await env.DB.batch(
    questionIds.map((id, i) =>
      env.DB.prepare(
        "insert into votes (question_id, voter_hash, option, created_at) values (?, ?, 'A', 0)",
      ).bind(id, hashes[i]),
    ),
  );
}

describe("play mode's next question", () => {
  it("is one this voter has not answered, and none once they have answered them all", async () => {
    const kids = await ids(
      "select id, slug from questions where category = 'Kids' and status = 'published' order by id",
    );
    const [current, last, ...rest] = kids;
    if (!current || !last) throw new Error("the catalogue has Kids questions");
    await answered(
      "play-voter-a",
      rest.map((q) => q.id),
    );
    for (let i = 0; i < 5; i++) {
      const page = await getPlayQuestion(ctx(), current.slug, run(), "play-voter-a");
      expect(page.nextSlug).toBe(last.slug);
    }
    await answered("play-voter-a", [last.id]);
    expect((await getPlayQuestion(ctx(), current.slug, run(), "play-voter-a")).nextSlug).toBeNull();
  });

  it("leaves out the run's recent questions, which D1 may not know about yet", async () => {
    const kids = await ids(
      "select id, slug from questions where category = 'Kids' and status = 'published' order by id",
    );
    const [current, kept, ...rest] = kids;
    if (!current || !kept) throw new Error("the catalogue has Kids questions");
    await answered(
      "play-voter-b",
      rest.slice(5).map((q) => q.id),
    );
    const skip = rest.slice(0, 5).map((q) => q.id);
    const page = await getPlayQuestion(ctx(), current.slug, run({ skip }), "play-voter-b");
    expect(page.nextSlug).toBe(kept.slug);
  });

  it("keeps the family mix free of mature categories, and everything includes them", async () => {
    const family = await ids(
      "select q.id, q.slug from questions q join categories c on c.name = q.category where c.mature = 0 and q.status = 'published' order by q.id",
    );
    const [current, last, ...rest] = family;
    if (!current || !last) throw new Error("the catalogue has family questions");
    await answered(
      "play-voter-c",
      rest.map((q) => q.id),
    );
    const mix = await getPlayQuestion(ctx(), current.slug, run({ category: undefined }), "play-voter-c");
    expect(mix.nextSlug).toBe(last.slug);
    const everything = run({ category: undefined, family: false, skip: [last.id] });
    const spicy = await getPlayQuestion(ctx(), current.slug, everything, "play-voter-c");
    const [row] = await ids(
      `select q.id, q.category as slug from questions q where q.slug = '${spicy.nextSlug}'`,
    );
    expect(row?.slug).toBe("Spicy");
  });

  it("is a 404 for a question that is not published", async () => {
    await expect(getPlayQuestion(ctx(), "no-such-question", run())).rejects.toMatchObject({ status: 404 });
  });

  it("offers a first question for each way to start", async () => {
    const starts = await getPlayStarts(ctx());
    expect(starts.length).toBeGreaterThan(3);
    expect(starts.every((s) => s.firstSlug !== null)).toBe(true);
    expect(starts.slice(0, 2).map((s) => [s.category, s.family])).toEqual([
      [null, true],
      [null, false],
    ]);
  });
});

describe("most divided and most one-sided", () => {
  it("order questions with enough votes by how even their split is", async () => {
    const [even, lopsided, few, middling] = await ids(
      "select id, slug from questions where category = 'Funny' and status = 'published' order by id limit 4",
    );
    const counts: [typeof even, number, number][] = [
      [even, 15, 16],
      [lopsided, 38, 2],
      [few, 9, 0],
      [middling, 14, 6],
    ];
    await env.DB.batch(
      counts.map(([q, a, b]) =>
        env.DB.prepare("update questions set votes_a = ?, votes_b = ? where id = ?").bind(a, b, q?.id),
      ),
    );
    const db = ctx().db;
    const divided = (await splitRows(db, "divided", 5)).map((q) => q.id);
    const oneSided = (await splitRows(db, "one-sided", 5)).map((q) => q.id);
    expect(divided).toEqual([even?.id, middling?.id, lopsided?.id]);
    expect(oneSided).toEqual([lopsided?.id, middling?.id, even?.id]);
  });
});

describe("a play run in Chinese", () => {
  it("names the run and says where the visitor stands in Chinese, and the question in its Chinese text", async () => {
    expect(inLocale("zh", () => runTitle({ category: "Kids", family: true }))).toBe("儿童");
    expect(inLocale("zh", () => runTitle({ category: undefined, family: true }))).toBe("合家欢");
    expect(inLocale("zh", () => runTitle({ category: undefined, family: false }))).toBe("全部");
    expect(inLocale("zh", () => voteInsight(70, 40))).toBe("你和 70% 的多数人站在一起。");
    expect(inLocale("zh", () => voteInsight(5, 40))).toBe("够大胆！只有 5% 的人和你选的一样。");
    // English stays as it was.
    expect(runTitle({ category: undefined, family: true })).toBe("Family mix");
    expect(voteInsight(50, 40)).toBe("It's a close call: 50% chose the same.");

    const [first] = await ids(
      "SELECT id, slug FROM questions WHERE category = 'Kids' AND status = 'published' AND question_text_zh IS NOT NULL LIMIT 1",
    );
    const page = await inLocale("zh", () => getPlayQuestion(ctx(), first?.slug ?? "", run()));
    expect(page.question.questionText).toMatch(/\p{Script=Han}/u);
  });
});
