import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogue } from "#content/catalogue.ts";
import { prepareCatalogue } from "#content/seed.ts";
import { appContext } from "#worker/services/context.ts";
import { getSiteCounts } from "#worker/services/stats.ts";
import { firstQuestion, postJson } from "./helpers";

const counts = () => getSiteCounts(appContext(env));

describe("the about page's counts", () => {
  it("are the published questions, the votes written to D1 and the categories, zero included", async () => {
    expect(await counts()).toEqual({
      questions: prepareCatalogue(catalogue).length,
      votes: 0,
      categories: catalogue.categories.length,
    });
  });

  it("count a vote once it is written behind, and never a pending submission", async () => {
    const q = await firstQuestion("Movie");
    await postJson(`/api/questions/${q.id}/vote`, { option: "B" });
    await runDurableObjectAlarm(env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(q.id)));
    await postJson("/api/questions", {
      questionText: "Would you rather be counted now or after a moderator says yes?",
      optionA: "Counted now",
      optionB: "After a yes",
      category: "Deep",
    });
    expect(await counts()).toMatchObject({ questions: prepareCatalogue(catalogue).length, votes: 1 });
  });
});
