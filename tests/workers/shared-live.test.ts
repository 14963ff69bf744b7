import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listenLive } from "#app/live-results/shared-live.ts";
import type { CommentView } from "#domain/discussion.ts";

// One socket per question on a page, however many parts listen (docs/decisions/0028). Browser code:
// the page's WebSocket, window and document are stand-ins here, so the test sees every socket it opens.

class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
  /** The object speaks. */
  hear(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const comment: CommentView = {
  id: "c1",
  questionId: "q1",
  parentId: null,
  state: "published",
  authorName: "Ada",
  body: "Pizza, every time.",
  language: "en",
  side: "A",
  up: 0,
  down: 0,
  createdAt: "2026-11-27T10:00:00.000Z",
  editedAt: null,
  mine: false,
  myVote: 0,
  editableUntil: null,
  replies: [],
};
const counts = { type: "counts", votesA: 3, votesB: 4, viewers: 2 };

beforeEach(() => {
  FakeSocket.made = [];
  const events = { addEventListener: () => undefined, removeEventListener: () => undefined };
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("window", { ...events, location: { href: "https://wyr.example/question/pizza" } });
  vi.stubGlobal("document", { ...events, visibilityState: "visible" });
});
afterEach(() => vi.unstubAllGlobals());

describe("the page's live socket for a question", () => {
  it("is one for the results and the discussion, each hearing its own messages", () => {
    const results = { update: vi.fn(), lost: vi.fn() };
    const discussion = { comment: vi.fn() };
    const stopResults = listenLive("q1", results);
    const stopDiscussion = listenLive("q1", discussion);
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.made[0]?.url).toBe("wss://wyr.example/api/questions/q1/live");
    const socket = FakeSocket.made[0] as FakeSocket;
    socket.hear(counts);
    socket.hear({ type: "comment", comment: { ...comment, mine: true } });
    expect(results.update).toHaveBeenCalledWith({ votesA: 3, votesB: 4, viewers: 2 });
    expect(discussion.comment).toHaveBeenCalledExactlyOnceWith(comment);
    stopResults();
    expect(socket.closed).toBe(false);
    stopDiscussion();
    expect(socket.closed).toBe(true);
  });

  it("opened by the discussion alone when nothing else has, and a part joining later hears the latest counts", () => {
    const discussion = { comment: vi.fn() };
    const stopDiscussion = listenLive("q2", discussion);
    expect(FakeSocket.made).toHaveLength(1);
    FakeSocket.made[0]?.hear(counts);
    const results = { update: vi.fn() };
    const stopResults = listenLive("q2", results);
    expect(FakeSocket.made).toHaveLength(1);
    expect(results.update).toHaveBeenCalledWith({ votesA: 3, votesB: 4, viewers: 2 });
    stopDiscussion();
    stopResults();
  });

  it("one per question: another question gets its own, and a question listened to again opens anew", () => {
    const stopOne = listenLive("q3", { comment: vi.fn() });
    const stopOther = listenLive("q4", { comment: vi.fn() });
    expect(FakeSocket.made.map((s) => s.url.split("/").at(-2))).toEqual(["q3", "q4"]);
    stopOne();
    stopOther();
    const again = listenLive("q3", { comment: vi.fn() });
    expect(FakeSocket.made).toHaveLength(3);
    expect(FakeSocket.made[0]?.closed && FakeSocket.made[1]?.closed).toBe(true);
    again();
  });
});
