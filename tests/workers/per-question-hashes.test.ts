import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appContext } from "#worker/services/context.ts";
import { updateLike } from "#worker/services/likes.ts";
import { listPublishedQuestions } from "#worker/services/questions.ts";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { browserVoterHash } from "#worker/votes/voter.ts";
import { api, cookieFrom, firstQuestion, postJson } from "./helpers";

const ctx = () => appContext(env);
const objectOf = (questionId: string) => env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(questionId));

async function rootOf(cookie: string): Promise<string> {
  const request = new Request("http://localhost/", { headers: { Cookie: cookie } });
  return (await browserVoterHash(request, ctx().config.voterKeys)) as string;
}

async function storedHashes(table: "votes" | "likes" | "reports", questionIds: string[]) {
  const rows = await env.DB.prepare(
    `select question_id, voter_hash from ${table} where question_id in (select value from json_each(?))`,
  )
    .bind(JSON.stringify(questionIds))
    .all<{ question_id: string; voter_hash: string }>();
  return new Map(rows.results.map((r) => [r.question_id, r.voter_hash]));
}

describe("what is stored for a voter", () => {
  it("is a different hash on every question, never the visitor's own, and still finds their choices", async () => {
    const [first, second] = [await firstQuestion("Travel"), await firstQuestion("Classics")];
    const voted = await postJson(`/api/questions/${first.id}/vote`, { option: "A" });
    const cookie = cookieFrom(voted.headers);
    expect(
      (await postJson(`/api/questions/${second.id}/vote`, { option: "B" }, { Cookie: cookie })).status,
    ).toBe(200);
    const report = { reason: "spam" };
    expect((await postJson(`/api/questions/${first.id}/report`, report, { Cookie: cookie })).status).toBe(
      201,
    );
    const root = await rootOf(cookie);
    await updateLike(ctx(), first.id, root, true);
    await updateLike(ctx(), second.id, root, true);
    for (const q of [first, second]) await runDurableObjectAlarm(objectOf(q.id));

    const ids = [first.id, second.id];
    const votes = await storedHashes("votes", ids);
    const likes = await storedHashes("likes", ids);
    const reports = await storedHashes("reports", ids);
    const [a, b] = [votes.get(first.id), votes.get(second.id)];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect([a, b]).not.toContain(root);
    // One question's vote, like and report share its hash; nothing links them to the other question.
    expect(likes.get(first.id)).toBe(a);
    expect(likes.get(second.id)).toBe(b);
    expect(reports.get(first.id)).toBe(a);
    for (const table of ["votes", "likes", "reports"]) {
      const found = await env.DB.prepare(`select count(*) as n from ${table} where voter_hash = ?`)
        .bind(root)
        .first<{ n: number }>();
      expect(found?.n, table).toBe(0);
    }
    const inObject = await runInDurableObject(objectOf(first.id), (_: QuestionVotes, state) =>
      state.storage.sql.exec<{ voter: string }>("select voter from voters").toArray(),
    );
    expect(inObject.map((r) => r.voter)).toContain(a);
    expect(inObject.map((r) => r.voter)).not.toContain(root);

    // The visitor still sees their own choices, on lists and on the question.
    const list = await listPublishedQuestions(
      ctx(),
      { category: "Travel", sort: "newest", limit: 100, page: 1 },
      root,
    );
    expect(list.votes[first.id]).toBe("A");
    const read = await api(`/api/questions/${second.id}`, { headers: { Cookie: cookie } });
    expect(read.body.yourVote).toBe("B");
    const repeat = await postJson(`/api/questions/${first.id}/vote`, { option: "B" }, { Cookie: cookie });
    expect(repeat.status).toBe(409);
  });
});
