import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { createDb } from "#worker/db/client.ts";
import { listCategories } from "#worker/services/categories.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import { updateLike } from "#worker/services/likes.ts";
import {
  categorySections,
  getHomePage,
  getQuestionPage,
  listPublishedQuestions,
} from "#worker/services/questions.ts";
import { api, cookieFrom, firstQuestion, postJson } from "./helpers";

const vote = (id: string, option: "A" | "B", cookie?: string) =>
  postJson(`/api/questions/${id}/vote`, { option }, cookie ? { Cookie: cookie } : {});

/** Real D1, with every round trip counted: one per batch, one per statement run on its own. */
function countingD1(real: D1Database) {
  const counter = { trips: 0 };
  const watch = (statement: D1PreparedStatement): D1PreparedStatement => {
    const s = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ["all", "raw", "first", "run"]) {
      const original = s[method]?.bind(statement);
      if (original) {
        s[method] = (...args: unknown[]) => {
          counter.trips++;
          return original(...args);
        };
      }
    }
    const bind = statement.bind.bind(statement);
    s.bind = (...args: unknown[]) => watch(bind(...args));
    return statement;
  };
  const db = {
    prepare: (query: string) => watch(real.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => {
      counter.trips++;
      return real.batch(statements);
    },
    exec: real.exec.bind(real),
  } as unknown as D1Database;
  return { db, counter };
}

async function countedContext(): Promise<{ ctx: AppContext; counter: { trips: number } }> {
  const { db, counter } = countingD1(env.DB);
  const ctx: AppContext = { ...appContext(env), db: createDb(db) };
  await listCategories(ctx); // categories live in isolate memory; pages find them there
  await getHomePage(ctx, { now: new Date(), sort: "newest", latest: 10, top: 5, more: 8 }); // picks today's question
  counter.trips = 0;
  return { ctx, counter };
}

async function voterHashFor(questionId: string) {
  const cookie = cookieFrom((await vote(questionId, "A")).headers);
  const { browserVoterHash } = await import("#worker/votes/voter.ts");
  const request = new Request("http://localhost/", { headers: { Cookie: cookie } });
  return (await browserVoterHash(request, appContext(env).config.voterKeys)) as string;
}

describe("a vote is one object call", () => {
  it("makes no D1 read once the object knows its question", async () => {
    const q = await firstQuestion("Funny");
    expect((await vote(q.id, "A")).status).toBe(200);
    // With the questions table out of reach, anything that still reads it would fail.
    await env.DB.exec("alter table questions rename to questions_away");
    try {
      const second = await vote(q.id, "B");
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({
        id: q.id,
        questionText: q.questionText,
        votesA: 1,
        votesB: 1,
      });
      const repeat = await vote(q.id, "A", cookieFrom(second.headers));
      expect(repeat.status).toBe(409);
    } finally {
      await env.DB.exec("alter table questions_away rename to questions");
    }
  });

  it("checks a like against the object, not the questions table", async () => {
    const q = await firstQuestion("Food");
    await vote(q.id, "A");
    const { ctx, counter } = await countedContext();
    expect(await updateLike(ctx, q.id, "liker", true)).toEqual({ count: 1, liked: true });
    expect(counter.trips).toBe(1);
  });

  it("still refuses a made-up question", async () => {
    const res = await vote("madeupquestion", "A");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Question not found.");
  });
});

// A returning voter's own choices, likes and reports are stored under a hash per question, so they
// take one more read once the page knows its questions (docs/decisions/0012).
describe("a page is one D1 round trip, and one more for a returning voter's own marks", () => {
  it("home: one batch for a new visitor, one more read for a returning voter", async () => {
    const q = await firstQuestion("Kids");
    const hash = await voterHashFor(q.id);
    const { ctx, counter } = await countedContext();
    for (const [voter, trips] of [
      [undefined, 1],
      [hash, 2],
    ] as const) {
      counter.trips = 0;
      const home = await getHomePage(
        ctx,
        { now: new Date(), sort: "random", latest: 10, top: 5, more: 8 },
        voter,
      );
      expect(home.featured).not.toBeNull();
      expect(home.latest).toHaveLength(10);
      expect(home.more).toHaveLength(8);
      expect(counter.trips).toBe(trips);
    }
  });

  it("question page: one batch with likes and a next question, one more read for the voter's like and report", async () => {
    const q = await firstQuestion("Movie");
    const hash = await voterHashFor(q.id);
    const { ctx, counter } = await countedContext();
    const anonymous = await getQuestionPage(ctx, q.slug);
    expect(anonymous).toMatchObject({ yourVote: null, likes: { count: 0, liked: false } });
    expect(counter.trips).toBe(1);
    await updateLike(ctx, q.id, hash, true);
    counter.trips = 0;
    const page = await getQuestionPage(ctx, q.slug, hash);
    expect(page).toMatchObject({
      yourVote: "A",
      question: { id: q.id, votesA: 1 },
      likes: { count: 1, liked: true },
      reportedByYou: false,
    });
    expect(page.next?.slug).toBeTruthy();
    expect(page.next?.slug).not.toBe(q.slug);
    expect(counter.trips).toBe(2);
    // Everyone else sees the like counted, and not as theirs.
    expect((await getQuestionPage(ctx, q.slug)).likes).toEqual({ count: 1, liked: false });
  });

  it("category page: rows and total in one batch, the voter's choices in one more read", async () => {
    const q = await firstQuestion("Hard");
    const hash = await voterHashFor(q.id);
    await env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(q.id)); // flush below writes the log
    const { runDurableObjectAlarm } = await import("cloudflare:test");
    await runDurableObjectAlarm(env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(q.id)));
    const { ctx, counter } = await countedContext();
    const list = await listPublishedQuestions(
      ctx,
      { category: "Hard", sort: "newest", limit: 18, page: 1 },
      hash,
    );
    expect(list.total).toBe(catalogue.questions.hard?.length);
    expect(list.questions).toHaveLength(18);
    expect(list.votes[q.id]).toBe("A");
    expect(Object.keys(list.votes)).toEqual([q.id]);
    expect(counter.trips).toBe(2);
  });

  it("all-questions page: every category's first six in one statement", async () => {
    const { ctx, counter } = await countedContext();
    const names = (await listCategories(ctx)).map((c) => c.name);
    const { byCategory } = await categorySections(ctx, names, "newest", 6);
    expect(counter.trips).toBe(1);
    expect([...byCategory.values()].map((list) => list.length)).toEqual(names.map(() => 6));
    const kids = byCategory.get("Kids") ?? [];
    expect(kids.every((question) => question.category === "Kids")).toBe(true);
    const newest = (await api("/api/questions?category=Kids&limit=6")).body.data.map(
      (x: { id: string }) => x.id,
    );
    expect(kids.map((question) => question.id)).toEqual(newest);
  });
});
