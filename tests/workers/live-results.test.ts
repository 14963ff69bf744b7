import { env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LIVE_CLOSE, LIVE_INTERVAL_MS, type LiveCounts, readLiveCounts } from "#domain/live.ts";
import type { LiveAttachment } from "#worker/live-results/live-viewers.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import { castVote, refreshQuestionStatus } from "#worker/services/votes.ts";
import { QuestionVotes } from "#worker/votes/question-votes.ts";
import { shardIndexOf, shardName } from "#worker/votes/shards.ts";
import { voterHash } from "#worker/votes/voter.ts";
import { api, BASE, postJson } from "./helpers";
import { homeOf, pause, questionsOf, until } from "./live-helpers";

// Live results (docs/decisions/0010-live-results.md): real sockets through the worker to the
// question's home object in workerd, as a page opens them.

const SITE = "https://wyr.example"; // SITE_URL in vitest.workers.config.ts

type Live = {
  socket: WebSocket;
  counts: { at: number; message: LiveCounts }[];
  texts: string[];
  closed: () => { code: number; reason: string } | undefined;
  last: () => LiveCounts | undefined;
};

/** A page of this site sends its Origin; a program (`origin: null`) sends none. */
async function openLive(questionId: string, origin: string | null = SITE): Promise<Live> {
  const headers: Record<string, string> = { Upgrade: "websocket" };
  if (origin) headers.Origin = origin;
  const res = await SELF.fetch(`${BASE}/api/questions/${questionId}/live`, { headers });
  expect(res.status).toBe(101);
  const socket = res.webSocket as WebSocket;
  const live: Live = {
    socket,
    counts: [],
    texts: [],
    closed: () => closedWith,
    last: () => live.counts.at(-1)?.message,
  };
  let closedWith: { code: number; reason: string } | undefined;
  socket.addEventListener("message", (event) => {
    const text = String(event.data);
    live.texts.push(text);
    if (text.startsWith("{"))
      live.counts.push({
        at: Date.now(),
        message: readLiveCounts(JSON.parse(text)) ?? expect.fail(`not a counts message: ${text}`),
      });
  });
  socket.addEventListener("close", (event) => {
    closedWith = { code: event.code, reason: event.reason };
  });
  socket.accept();
  return live;
}

const question = questionsOf("Food");

const vote = (id: string, option: "A" | "B") => postJson(`/api/questions/${id}/vote`, { option });

describe("opening a live results socket", () => {
  it("refuses a plain request with 426, in the error envelope", async () => {
    const q = await question(0);
    const { status, body, headers } = await api(`/api/questions/${q.id}/live`);
    expect(status).toBe(426);
    expect(headers.get("Upgrade")).toBe("websocket");
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(/WebSocket/) });
  });

  it("refuses another website's page with 403, however it says so", async () => {
    const q = await question(0);
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of cases) {
      const { status, body } = await api(`/api/questions/${q.id}/live`, {
        headers: { Upgrade: "websocket", ...headers },
      });
      expect(status, JSON.stringify(headers)).toBe(403);
      expect(body).toMatchObject({ success: false, error: expect.stringMatching(/this website/) });
    }
  });

  it("refuses an unknown, unpublished or malformed question", async () => {
    const upgrade = { headers: { Upgrade: "websocket", Origin: SITE } };
    const unknown = await api("/api/questions/no-such-question/live", upgrade);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "Question not found." });
    const q = await question(1);
    await env.DB.prepare("update questions set status = 'pending' where id = ?").bind(q.id).run();
    expect((await api(`/api/questions/${q.id}/live`, upgrade)).status).toBe(404);
    await env.DB.prepare("update questions set status = 'published' where id = ?").bind(q.id).run();
    const malformed = await api("/api/questions/not%20an%20id/live", upgrade);
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
  });

  it("opens for our own pages and for programs that send no Origin, with the counts at once", async () => {
    const q = await question(2);
    const page = await openLive(q.id);
    const program = await openLive(q.id, null);
    const first = await until(() => page.counts[0], "the first message");
    expect(first.message).toEqual({ type: "counts", votesA: q.votesA, votesB: q.votesB, viewers: 1 });
    await until(() => program.last()?.viewers === 2, "the second page's count");
    page.socket.close(1000);
    program.socket.close(1000);
  });
});

describe("what the pages hear", () => {
  it("the new counts right after a vote", async () => {
    const q = await question(3);
    const live = await openLive(q.id);
    await until(() => live.last(), "the first message");
    const { status } = await vote(q.id, "B");
    expect(status).toBe(200);
    const after = await until(() => live.counts.find((c) => c.message.votesB === q.votesB + 1), "the vote");
    expect(after.message).toMatchObject({ votesA: q.votesA, viewers: 1 });
    live.socket.close(1000);
  });

  it("a burst of votes as at most ten messages a second, the last with the final counts", async () => {
    const q = await question(4);
    const live = await openLive(q.id);
    await until(() => live.last(), "the first message");
    const before = live.counts.length;
    const votes = 80;
    const results = await Promise.all(
      Array.from({ length: votes }, (_, i) => vote(q.id, i % 4 === 0 ? "A" : "B")),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const final = { votesA: q.votesA + votes / 4, votesB: q.votesB + (votes * 3) / 4 };
    await until(
      () => live.last()?.votesB === final.votesB && live.last()?.votesA === final.votesA,
      "the final counts",
    );
    await pause(3 * LIVE_INTERVAL_MS); // nothing more may follow
    expect(live.last()).toEqual({ type: "counts", ...final, viewers: 1 });
    const burst = live.counts.slice(before);
    expect(burst.length).toBeLessThan(votes / 4);
    // However the burst fell, no second holds more than ten (eleven with a window's two ends).
    for (const { at } of burst) {
      expect(burst.filter((m) => m.at >= at && m.at < at + 1000).length).toBeLessThanOrEqual(11);
    }
    live.socket.close(1000);
  });

  it("how many pages are open, as they come and go", async () => {
    const q = await question(5);
    const first = await openLive(q.id);
    await until(() => first.last()?.viewers === 1, "one viewer");
    const others = [await openLive(q.id), await openLive(q.id)];
    await until(() => first.last()?.viewers === 3, "three viewers");
    others[0]?.socket.close(1000);
    await until(() => first.last()?.viewers === 2, "a page closed");
    others[1]?.socket.close(4000, "gone");
    await until(() => first.last()?.viewers === 1, "another page closed");
    first.socket.close(1000);
  });

  it("pong to a ping, answered by the runtime", async () => {
    const live = await openLive((await question(6)).id);
    live.socket.send("ping");
    await until(() => live.texts.includes("pong"), "pong");
    live.socket.close(1000);
  });

  it("every shard's votes of a sharded question, summed by home", async () => {
    const q = await question(7);
    const count = 4;
    const base = appContext(env);
    const ctx: AppContext = {
      ...base,
      config: { ...base.config, hotQuestionShards: new Map([[q.id, count]]) },
    };
    const live = await openLive(q.id);
    await until(() => live.last(), "the first message");
    const voters = await Promise.all(
      Array.from({ length: 24 }, (_, i) => voterHash(`live-shard-${i}`, base.config.voterKeys.hash)),
    );
    expect(new Set(voters.map((v) => shardIndexOf(v, count))).size).toBeGreaterThan(2);
    const results = await Promise.all(voters.map((v) => castVote(ctx, q.id, v, "A")));
    expect(results.every((r) => r.status === "accepted")).toBe(true);
    // Shards tell home on their alarm (about a second after their votes): run them now.
    for (let index = 1; index < count; index++) {
      const shard = env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(shardName(q.id, index)));
      await runDurableObjectAlarm(shard);
    }
    const summed = await until(
      () => live.counts.find((c) => c.message.votesA === q.votesA + voters.length),
      "the summed counts",
    );
    expect(summed.message.votesB).toBe(q.votesB);
    live.socket.close(1000);
  });
});

describe("what a page may send", () => {
  const closesWith = async (send: (socket: WebSocket) => void, code: number) => {
    const live = await openLive((await question(8)).id);
    await until(() => live.last(), "the first message");
    send(live.socket);
    const closed = await until(() => live.closed(), "the close");
    expect(closed.code).toBe(code);
    expect(closed.reason.length).toBeGreaterThan(0);
  };

  it("closes the socket, with a code that says why, on anything unexpected", async () => {
    await closesWith((s) => s.send(new Uint8Array([1, 2, 3])), LIVE_CLOSE.unsupportedData);
    await closesWith(
      (s) => s.send(JSON.stringify({ type: "sync", pad: "x".repeat(300) })),
      LIVE_CLOSE.tooBig,
    );
    await closesWith((s) => s.send("not json"), LIVE_CLOSE.policyViolation);
    await closesWith(
      (s) => s.send(JSON.stringify({ type: "vote", option: "A" })),
      LIVE_CLOSE.policyViolation,
    );
    await closesWith((s) => s.send(JSON.stringify({ type: "sync", extra: 1 })), LIVE_CLOSE.policyViolation);
  });

  it("a sync gets the counts again, at most once a second", async () => {
    const live = await openLive((await question(9)).id);
    await until(() => live.last(), "the first message");
    const before = live.counts.length;
    live.socket.send(JSON.stringify({ type: "sync" }));
    live.socket.send(JSON.stringify({ type: "sync" }));
    await until(() => live.counts.length > before, "the sync's answer");
    await pause(300);
    expect(live.counts.length).toBe(before + 1);
    expect(live.closed()).toBeUndefined();
    live.socket.close(1000);
  });
});

describe("hibernation", () => {
  it("a fresh instance of the object (as after waking) knows its pages from the runtime alone", async () => {
    const q = await question(10);
    const pages = [await openLive(q.id), await openLive(q.id)];
    await until(() => pages[0]?.last()?.viewers === 2, "two viewers");
    const [one] = pages as [Live, Live];
    await pause(3 * LIVE_INTERVAL_MS); // every broadcast of the opening is in
    const opened = one.counts.length;
    one.socket.send(JSON.stringify({ type: "sync" }));
    await until(() => one.counts.length > opened, "the sync");
    const heard = one.counts.length;

    await runInDurableObject(homeOf(q.id), async (_instance: QuestionVotes, state) => {
      const sockets = state.getWebSockets();
      expect(sockets).toHaveLength(2);
      const attachments = sockets.map((s) => s.deserializeAttachment() as LiveAttachment);
      for (const a of attachments) expect(a.openedAt).toBeGreaterThan(0);
      expect(attachments.filter((a) => a.lastSyncAt > 0)).toHaveLength(1);

      // Nothing of the old instance's memory: the new one reads the question and the sockets back.
      const woken = new QuestionVotes(state, env);
      const synced = sockets.find((s) => (s.deserializeAttachment() as LiveAttachment).lastSyncAt > 0);
      woken.webSocketMessage(synced as WebSocket, JSON.stringify({ type: "sync" })); // too soon: ignored
      const vote = await woken.vote(
        q.id,
        await voterHash("live-woken", appContext(env).config.voterKeys.hash),
        "A",
      );
      expect(vote.status).toBe("accepted");
    });
    const after = await until(
      () => one.counts.slice(heard).find((c) => c.message.votesA === q.votesA + 1),
      "the woken object's broadcast",
    );
    expect(after.message.viewers).toBe(2);
    // The sync sent too soon after the first was ignored: only the broadcast arrived.
    expect(one.counts.length).toBe(heard + 1);
    for (const page of pages) page.socket.close(1000);
  });
});

describe("a question that closes", () => {
  it("closes its pages' sockets with 4404, so they stop reconnecting", async () => {
    const q = await question(11);
    const live = await openLive(q.id);
    await until(() => live.last(), "the first message");
    await env.DB.prepare("update questions set status = 'hidden' where id = ?").bind(q.id).run();
    await refreshQuestionStatus(appContext(env), q.id);
    const closed = await until(() => live.closed(), "the close");
    expect(closed.code).toBe(LIVE_CLOSE.questionGone);
    const { status } = await api(`/api/questions/${q.id}/live`, { headers: { Upgrade: "websocket" } });
    expect(status).toBe(404);
  });
});
