import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { chooseFeaturedQuestion } from "#worker/db/featured.ts";
import { appContext } from "#worker/services/context.ts";
import { getFeaturedQuestion } from "#worker/services/questions.ts";
import { api } from "./helpers";

const dayAt = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe("question of the day", () => {
  it("answers the same question to everyone all day and stores it", async () => {
    const first = await api("/api/questions/featured/today");
    const second = await api("/api/questions/featured/today");
    expect(first.status).toBe(200);
    expect(first.body.day).toBe(new Date().toISOString().slice(0, 10));
    expect(second.body.data.id).toBe(first.body.data.id);
    const stored = await env.DB.prepare("select question_id from featured_days where day = ?")
      .bind(first.body.day)
      .first();
    expect(stored?.question_id).toBe(first.body.data.id);
  });

  it("keeps a day's pick at any hour of that UTC day", async () => {
    const ctx = appContext(env);
    const morning = await getFeaturedQuestion(ctx, new Date("2027-06-01T00:00:01Z"));
    const night = await getFeaturedQuestion(ctx, new Date("2027-06-01T23:59:59Z"));
    expect(night.question.id).toBe(morning.question.id);
  });

  it("never repeats until every family-friendly question has had its day, and never picks a mature category", async () => {
    const db = appContext(env).db;
    const eligible = catalogue.categories
      .filter((c) => !c.mature)
      .reduce((n, c) => n + (catalogue.questions[c.slug]?.length ?? 0), 0);
    const picks: string[] = [];
    for (let n = 0; n < eligible; n++) picks.push((await chooseFeaturedQuestion(db, dayAt(n))) as string);
    expect(new Set(picks).size).toBe(eligible);
    const { mature } = (await env.DB.prepare(
      "select count(*) as mature from featured_days f join questions q on q.id = f.question_id where q.category = 'Spicy'",
    ).first()) as { mature: number };
    expect(mature).toBe(0);
    // The catalogue is used up: the next day reuses the one featured longest ago.
    expect(await chooseFeaturedQuestion(db, dayAt(eligible))).toBe(picks[0]);
  }, 30_000);
});
