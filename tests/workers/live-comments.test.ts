import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { CommentView } from "#domain/discussion.ts";
import { LIVE_INTERVAL_MS, type LiveComment, readLiveComment, readLiveCounts } from "#domain/live.ts";
import { announceComment } from "#worker/live-results/comment-news.ts";
import { LiveViewers } from "#worker/live-results/live-viewers.ts";
import { type AppContext, appContext } from "#worker/services/context.ts";
import type { QuestionVotes } from "#worker/votes/question-votes.ts";
import { addMember, establishedMember, post } from "./discussion-helpers";
import { BASE, postJson } from "./helpers";
import { homeOf, pause, questionsOf, until } from "./live-helpers";

// New comments on the question's live connection (docs/decisions/0028): real sockets through the
// worker to the question's home object, as a page opens them, and the announcement the discussion
// service makes after storing a published comment.

type Frame = { at: number; text: string };
type Page = {
  socket: WebSocket;
  frames: Frame[];
  comments: () => { at: number; comment: CommentView }[];
  counts: () => { votesA: number; votesB: number; viewers: number }[];
};

async function openPage(questionId: string): Promise<Page> {
  const res = await SELF.fetch(`${BASE}/api/questions/${questionId}/live`, {
    headers: { Upgrade: "websocket", Origin: "https://wyr.example" },
  });
  expect(res.status).toBe(101);
  const socket = res.webSocket as WebSocket;
  const frames: Frame[] = [];
  socket.addEventListener("message", (event) => {
    frames.push({ at: Date.now(), text: String(event.data) });
  });
  socket.accept();
  const parsed = () =>
    frames.filter((f) => f.text.startsWith("{")).map((f) => ({ ...f, value: JSON.parse(f.text) }));
  return {
    socket,
    frames,
    comments: () =>
      parsed().flatMap(({ at, value }) => {
        const message = readLiveComment(value);
        return message ? [{ at, comment: message.comment }] : [];
      }),
    counts: () => parsed().flatMap(({ value }) => readLiveCounts(value) ?? []),
  };
}

const ctx = () => appContext(env);

const question = questionsOf("Food");

let made = 0;
/** A comment as the discussion service hands it over: its author's own view, with their marks. */
function comment(questionId: string, overrides: Partial<CommentView> = {}): CommentView {
  made += 1;
  return {
    id: `comment-${made}`,
    questionId,
    parentId: null,
    state: "published",
    authorName: "Ada",
    body: `Comment number ${made}`,
    language: "en",
    side: "A",
    up: 0,
    down: 0,
    createdAt: new Date().toISOString(),
    editedAt: null,
    mine: true,
    myVote: 1,
    editableUntil: new Date(Date.now() + 600_000).toISOString(),
    replies: [],
    ...overrides,
  };
}

/** What every reader is sent of a comment: the same, without anyone's own marks. */
const publicOf = (c: CommentView): CommentView => ({
  ...c,
  mine: false,
  myVote: 0,
  editableUntil: null,
  replies: [],
});

describe("a newly published comment", () => {
  it("reaches every page open on the question, as its public view", async () => {
    const q = await question(0);
    const pages = [await openPage(q.id), await openPage(q.id)];
    await until(() => pages[0]?.counts().some((c) => c.viewers === 2), "two viewers");
    const posted = comment(q.id, { side: "B", language: "zh", body: "我选B" });
    await announceComment(ctx(), posted);
    for (const page of pages) {
      const [heard] = await until(() => page.comments().length > 0 && page.comments(), "the comment");
      expect(heard?.comment).toEqual(publicOf(posted));
    }
    for (const page of pages) page.socket.close(1000);
  });

  it("a reply too, with its parent", async () => {
    const q = await question(1);
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    const reply = comment(q.id, { parentId: "comment-parent", side: null });
    await announceComment(ctx(), reply);
    const [heard] = await until(() => page.comments().length > 0 && page.comments(), "the reply");
    expect(heard?.comment).toEqual(publicOf(reply));
    page.socket.close(1000);
  });

  it("never carries anyone's own marks, nor a field beyond the public view", async () => {
    const q = await question(2);
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    const withExtras = { ...comment(q.id), email: "ada@example.com", userId: "user-ada" } as CommentView;
    await announceComment(ctx(), withExtras);
    // Straight to the object too, as a careless caller might: it sends only the public view.
    await homeOf(q.id).announceComment(q.id, comment(q.id, { mine: true, myVote: -1 }));
    await until(() => page.comments().length === 2, "both comments");
    const texts = page.frames.map((f) => f.text).filter((t) => t.includes('"comment"'));
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      const sent = (JSON.parse(text) as LiveComment).comment;
      expect(Object.keys(sent).sort()).toEqual(Object.keys(publicOf(comment(q.id))).sort());
      expect(sent).toMatchObject({ mine: false, myVote: 0, editableUntil: null, replies: [] });
      expect(text).not.toContain("ada@example.com");
    }
    page.socket.close(1000);
  });

  it("only when published: a held or deleted one is nobody's news", async () => {
    const q = await question(3);
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    await announceComment(ctx(), comment(q.id, { state: "held" }));
    await homeOf(q.id).announceComment(
      q.id,
      comment(q.id, { state: "deleted", body: null, authorName: null }),
    );
    // Nor one of another question, sent to this one's object.
    await homeOf(q.id).announceComment(q.id, comment((await question(4)).id));
    const published = comment(q.id);
    await announceComment(ctx(), published);
    await until(() => page.comments().length > 0, "the published comment");
    await pause(3 * LIVE_INTERVAL_MS);
    expect(page.comments().map((c) => c.comment.id)).toEqual([published.id]);
    page.socket.close(1000);
  });
});

describe("posted through the discussion", () => {
  it("a published comment reaches the open pages; a first comment held for review does not", async () => {
    const q = await question(9);
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    const held = await post(q.id, await addMember(), "Hello, my first time here.");
    expect(held.status).toBe("held");
    const published = await post(q.id, await establishedMember(), "Pizza wins, obviously.");
    expect(published.status).toBe("published");
    const [heard] = await until(() => page.comments().length > 0 && page.comments(), "the comment");
    expect(heard?.comment).toEqual(publicOf(published.comment));
    await pause(3 * LIVE_INTERVAL_MS);
    expect(page.comments().map((c) => c.comment.id)).toEqual([published.comment.id]);
    page.socket.close(1000);
  });
});

describe("batched like the counts", () => {
  it("several within one interval all arrive, after the interval since the last message", async () => {
    const q = await question(5);
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    await pause(3 * LIVE_INTERVAL_MS); // the opening's messages are out
    const first = comment(q.id);
    await announceComment(ctx(), first);
    const [heardFirst] = await until(() => page.comments().length === 1 && page.comments(), "the first");
    const burst = [comment(q.id), comment(q.id), comment(q.id), comment(q.id)];
    await Promise.all(burst.map((c) => announceComment(ctx(), c)));
    await until(() => page.comments().length === 5, "the burst");
    const heard = page.comments();
    expect(
      heard
        .map((h) => h.comment.id)
        .slice(1)
        .sort(),
    ).toEqual(burst.map((c) => c.id).sort());
    // None went out on its own timer: the next message waited for the interval (loosely: delivery
    // may lag, never lead).
    for (const later of heard.slice(1)) {
      expect(later.at - (heardFirst?.at ?? 0)).toBeGreaterThanOrEqual(LIVE_INTERVAL_MS / 2);
    }
    page.socket.close(1000);
  });

  it("comments and votes in the same interval both arrive", async () => {
    const q = await question(6);
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    const voted = await postJson(`/api/questions/${q.id}/vote`, { option: "A" });
    expect(voted.status).toBe(200);
    await announceComment(ctx(), comment(q.id));
    await until(() => page.comments().length === 1, "the comment");
    await until(() => page.counts().some((c) => c.votesA === q.votesA + 1), "the vote");
    // Votes keep going out after comments, as before.
    await postJson(`/api/questions/${q.id}/vote`, { option: "B" });
    await until(() => page.counts().some((c) => c.votesB === q.votesB + 1), "the second vote");
    page.socket.close(1000);
  });

  it("one message time per interval however many comments, never one timer each", async () => {
    // The object's own class on a stand-in state whose sockets note when each message was sent:
    // the runtime's clock stands still within one turn, so messages of one tick share a time.
    const sent: { at: number; text: string }[] = [];
    const socket = { readyState: 1, send: (text: string) => sent.push({ at: Date.now(), text }) };
    const state = {
      setWebSocketAutoResponse: () => undefined,
      getWebSockets: () => [socket],
    } as unknown as DurableObjectState;
    let counts = { votesA: 0, votesB: 0 };
    const viewers = new LiveViewers(state, () => counts);
    const news = (n: number): LiveComment => ({ type: "comment", comment: publicOf(comment(`q-${n}`)) });

    viewers.announce(news(1));
    await until(() => sent.length === 2, "the first tick"); // counts (never sent yet) and the comment
    viewers.announce(news(2));
    viewers.announce(news(3));
    await pause(5);
    counts = { votesA: 1, votesB: 0 };
    viewers.changed();
    for (const n of [4, 5, 6]) viewers.announce(news(n));
    await until(() => sent.length === 2 + 6, "the second tick: the counts and five comments");
    await pause(3 * LIVE_INTERVAL_MS);
    expect(sent).toHaveLength(8);
    const kind = (s: { text: string }) => (JSON.parse(s.text) as { type: string }).type;
    const ticks = [...new Set(sent.map((s) => s.at))];
    // Two ticks; three when a loaded machine stalls the five milliseconds above past the end of an
    // interval. One timer per comment would send comments 2 and 4 a few milliseconds apart.
    expect(ticks.length === 2 || ticks.length === 3, `ticks at ${ticks.join(", ")}`).toBe(true);
    // A whole interval apart, give or take the millisecond the timer and the clock each round to.
    for (const [i, at] of ticks.slice(1).entries())
      expect(at - (ticks[i] ?? 0)).toBeGreaterThanOrEqual(LIVE_INTERVAL_MS - 2);
    expect(sent.filter((s) => s.at === ticks[0]).map(kind)).toEqual(["counts", "comment"]);
    // The changed counts go once, in the last tick, ahead of its comments.
    const last = sent.filter((s) => s.at === ticks.at(-1)).map(kind);
    expect(last).toEqual(["counts", ...Array(last.length - 1).fill("comment")]);
    expect(sent.map(kind).filter((k) => k === "counts")).toHaveLength(2);
  });
});

describe("a question nobody is watching", () => {
  it("drops the comment: nothing kept, stored or scheduled, and a page opening later hears only counts", async () => {
    const q = await question(7);
    const home = homeOf(q.id);
    await announceComment(ctx(), comment(q.id));
    await runInDurableObject(home, async (_instance: QuestionVotes, state) => {
      expect(state.getWebSockets()).toHaveLength(0);
      expect(await state.storage.getAlarm()).toBeNull();
      // The object never learnt its question for this: no tables were made.
      const tables = state.storage.sql.exec("select name from sqlite_master where type = 'table'").toArray();
      expect(tables.filter((t) => !String(t.name).startsWith("_cf"))).toEqual([]);
    });
    const page = await openPage(q.id);
    await until(() => page.counts().length > 0, "the counts");
    await pause(3 * LIVE_INTERVAL_MS);
    expect(page.comments()).toEqual([]);
    page.socket.close(1000);
  });

  it("a page that opens after a comment went out hears the counts, not the old comment", async () => {
    const q = await question(8);
    const early = await openPage(q.id);
    await until(() => early.counts().length > 0, "the counts");
    await announceComment(ctx(), comment(q.id));
    await until(() => early.comments().length === 1, "the comment");
    const late = await openPage(q.id);
    await until(() => late.counts().length > 0, "the late page's counts");
    await pause(3 * LIVE_INTERVAL_MS);
    expect(late.comments()).toEqual([]);
    for (const page of [early, late]) page.socket.close(1000);
  });
});

describe("announcing never fails the comment", () => {
  it("logs and moves on when the object cannot be reached", async () => {
    const broken = {
      ...ctx(),
      votes: {
        idFromName: () => {
          throw new Error("no objects today");
        },
      },
    } as unknown as AppContext;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(announceComment(broken, comment("any-question"))).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/announce/), expect.any(Error));
    logged.mockRestore();
  });
});
