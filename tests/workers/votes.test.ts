import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { api, cookieFrom, d1Question, d1VoteCount, firstQuestion, type Json, postJson } from "./helpers";

const vote = (id: string, option: unknown, cookie?: string) =>
  postJson(`/api/questions/${id}/vote`, { option }, cookie ? { Cookie: cookie } : {});

const stubFor = (id: string) => env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(id));

describe("POST /api/questions/:id/vote", () => {
  it("records the vote, returns the updated question and issues a signed HttpOnly voter cookie", async () => {
    const q = await firstQuestion("Funny");
    const res = await vote(q.id, "A");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { id: q.id, votesA: 1, votesB: 0 },
      vote: { option: "A" },
    });
    const cookie = res.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(
      /^wyr_voter=[0-9a-f]{32}\.[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
  });

  it("uses a __Host- prefixed Secure cookie over https", async () => {
    const q = await firstQuestion("Deep");
    const res = await SELF.fetch(`https://example.com/api/questions/${q.id}/vote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ option: "B" }),
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/^__Host-wyr_voter=.*; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("answers a repeat vote from the same browser with 409 and the earlier choice", async () => {
    const q = await firstQuestion("Hard");
    const first = await vote(q.id, "B");
    const again = await vote(q.id, "A", cookieFrom(first.headers));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      error: "You have already voted on this question.",
      vote: { option: "B" },
      data: { votesA: 0, votesB: 1 },
    });
  });

  it("counts thirty simultaneous clicks from one browser once", async () => {
    const q = await firstQuestion("Movie");
    const first = await vote(q.id, "A");
    const cookie = cookieFrom(first.headers);
    const burst = await Promise.all(Array.from({ length: 30 }, () => vote(q.id, "B", cookie)));
    expect(burst.every((r) => r.status === 409)).toBe(true);
    const read = await api(`/api/questions/${q.id}`);
    expect(read.body.data).toMatchObject({ votesA: 1, votesB: 0 });
  });

  it("counts thirty simultaneous first votes from one voter id once, straight at the Durable Object", async () => {
    const q = await firstQuestion("Spicy");
    const stub = stubFor(q.id);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stub.vote(q.id, "same-voter", i % 2 ? "A" : "B")),
    );
    expect(outcomes.filter((o) => o.status === "accepted")).toHaveLength(1);
    const snap = await stub.snapshot("same-voter");
    expect(snap.votesA + snap.votesB).toBe(1);
  });

  it("answers a batch of votes in order, counting a voter who appears twice in it once", async () => {
    const q = await firstQuestion("Classics");
    const stub = stubFor(q.id);
    const outcomes = await stub.voteMany(q.id, [
      { voter: "batch-voter-1", option: "A" },
      { voter: "batch-voter-2", option: "B" },
      { voter: "batch-voter-1", option: "B" },
      { voter: "batch-voter-3", option: "B" },
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["accepted", "accepted", "already-voted", "accepted"]);
    // The repeat keeps the voter's first choice, and every answer shows the batch's counts.
    expect(outcomes[2]).toMatchObject({ option: "A" });
    for (const outcome of outcomes) expect(outcome).toMatchObject({ question: { votesA: 1, votesB: 2 } });
    const again = await stub.voteMany(q.id, [{ voter: "batch-voter-2", option: "A" }]);
    expect(again).toMatchObject([{ status: "already-voted", option: "B" }]);
    expect(await stub.voteMany("not-this-question", [{ voter: "v", option: "A" }])).toEqual([
      { status: "not-found" },
    ]);
  });

  it("counts 200 concurrent distinct voters exactly", async () => {
    const q = await firstQuestion("Food");
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => vote(q.id, i < 120 ? "A" : "B")));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const read = await api(`/api/questions/${q.id}`);
    expect(read.body.data).toMatchObject({ votesA: 120, votesB: 80 });
  });

  it("rejects an option that is not A or B with a sentence, and writes nothing", async () => {
    const q = await firstQuestion("Travel");
    for (const option of ["C", 1, null, ""]) {
      const res = await vote(q.id, option);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'Choose option "A" or "B".' });
    }
    expect((await api(`/api/questions/${q.id}`)).body.data).toMatchObject({ votesA: 0, votesB: 0 });
  });

  it("accepts a lowercase option", async () => {
    const q = await firstQuestion("Sports");
    expect((await vote(q.id, "b")).body).toMatchObject({ vote: { option: "B" }, data: { votesB: 1 } });
  });

  it("is 404 for an unknown question and 400 for a malformed id", async () => {
    expect((await vote("doesnotexist", "A")).status).toBe(404);
    const bad = await vote("bad%20id!", "A");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("That is not a valid question id.");
  });

  it("refuses votes on questions that are not published", async () => {
    const created = await postJson("/api/questions", {
      questionText: "Would you rather test pending votes or skip them?",
      optionA: "Test",
      optionB: "Skip",
      category: "Kids",
    });
    const res = await vote(created.body.data.id, "A");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Question not found.");
  });

  it("treats a forged cookie as a new voter", async () => {
    const q = await firstQuestion("Technology");
    const first = await vote(q.id, "A");
    const [name, value] = cookieFrom(first.headers).split("=");
    const forged = `${name}=${"0".repeat(32)}.${value?.split(".")[1]}`;
    const res = await vote(q.id, "A", forged);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeTruthy();
    expect(res.body.data.votesA).toBe(2);
  });

  it("shows the visitor's own choice and live counts on single-question reads", async () => {
    const q = await firstQuestion("Entertainment");
    const first = await vote(q.id, "B");
    const cookie = cookieFrom(first.headers);
    const byId = await api(`/api/questions/${q.id}`, { headers: { Cookie: cookie } });
    expect(byId.body).toMatchObject({ data: { votesB: 1 }, yourVote: "B" });
    const bySlug = await api(`/api/questions/slug/${q.slug}`);
    expect(bySlug.body).toMatchObject({ data: { votesB: 1 }, yourVote: null });
  });
});

describe("write-behind from the Durable Object to D1", () => {
  it("leaves D1 untouched per vote, then the alarm writes counts and vote rows", async () => {
    const q = await firstQuestion("Adults");
    await Promise.all(Array.from({ length: 45 }, (_, i) => vote(q.id, i % 3 === 0 ? "B" : "A")));
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 0, votes_b: 0 });
    expect(await d1VoteCount(q.id)).toBe(0);

    expect(await runDurableObjectAlarm(stubFor(q.id))).toBe(true);
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 30, votes_b: 15 });
    expect(await d1VoteCount(q.id)).toBe(45);
  });

  it("is idempotent: flushing the same state twice changes nothing", async () => {
    const q = await firstQuestion("Kids");
    await Promise.all(Array.from({ length: 7 }, () => vote(q.id, "A")));
    const stub = stubFor(q.id);
    await runDurableObjectAlarm(stub);
    // Force a second flush of already-written rows, as a retried alarm would.
    await runInDurableObject(stub, async (instance: QuestionVotes, state) => {
      state.storage.sql.exec("update meta set value = '0' where key = 'flushed_seq'");
      await instance.alarm();
    });
    expect(await d1Question(q.id)).toMatchObject({ votes_a: 7, votes_b: 0 });
    expect(await d1VoteCount(q.id)).toBe(7);
  });

  it("schedules a flush about a second after votes arrive and none once all is written", async () => {
    const q = await firstQuestion("Deep");
    await vote(q.id, "A");
    const stub = stubFor(q.id);
    const scheduled = await runInDurableObject(stub, (_: QuestionVotes, state) => state.storage.getAlarm());
    expect(scheduled).not.toBeNull();
    expect((scheduled as number) - Date.now()).toBeLessThanOrEqual(2000);
    await runDurableObjectAlarm(stub);
    expect(await runInDurableObject(stub, (_: QuestionVotes, state) => state.storage.getAlarm())).toBeNull();
  });

  it("lets hottest sorting and the top list catch up after the flush", async () => {
    const q = await firstQuestion("Travel");
    await Promise.all(Array.from({ length: 3 }, () => vote(q.id, "B")));
    await runDurableObjectAlarm(stubFor(q.id));
    const totals = (list: Json[]) => list.map((x) => x.votesA + x.votesB);
    const top = (await api("/api/questions/top/50")).body.data as Json[];
    expect(top.find((x) => x.id === q.id)).toMatchObject({ votesB: 3 });
    expect(totals(top)).toEqual([...totals(top)].sort((a, b) => b - a));
    const hottest = (await api("/api/questions?sort=popular&limit=100")).body.data as Json[];
    expect(hottest.findIndex((x) => x.id === q.id)).toBeLessThan(
      hottest.findIndex((x) => x.votesA + x.votesB === 0),
    );
  });
});
