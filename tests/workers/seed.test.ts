import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../content/catalogue";
import { seedStatements } from "../../content/seed";
import { firstQuestion, postJson } from "./helpers";

const snapshot = async () =>
  (
    await env.DB.prepare(
      "select id, slug, question_text, option_a, option_b, category, status, votes_a, votes_b, created_at from questions order by id",
    ).all()
  ).results;

describe("seeding", () => {
  it("seeds 12 categories and every catalogue question as published with zero votes", async () => {
    const counts = await env.DB.prepare(
      "select count(*) as n, sum(votes_a + votes_b) as votes, sum(status = 'published') as published from questions",
    ).first();
    expect(counts).toEqual({ n: 504, votes: 0, published: 504 });
  });

  it("changes nothing and loses no votes when run again", async () => {
    const q = await firstQuestion("Kids");
    await postJson(`/api/questions/${q.id}/vote`, { option: "A" });
    await runDurableObjectAlarm(env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(q.id)));
    const before = await snapshot();
    const categoriesBefore = (await env.DB.prepare("select * from categories order by name").all()).results;

    await env.DB.batch(seedStatements(catalogue).map((s) => env.DB.prepare(s)));

    expect(await snapshot()).toEqual(before);
    expect((await env.DB.prepare("select * from categories order by name").all()).results).toEqual(
      categoriesBefore,
    );
    expect(before.find((r) => r.id === q.id)).toMatchObject({ votes_a: 1 });
  });
});
