import { describe, expect, it } from "vitest";
import type { CommentView } from "#domain/discussion.ts";
import { readLiveComment, toLiveComment } from "#domain/live.ts";

// Comment messages on the live connection (docs/decisions/0028), as the object builds them and the
// page reads them.

const comment: CommentView = {
  id: "c1",
  questionId: "q1",
  parentId: null,
  state: "published",
  authorName: "Ada",
  body: "Pizza, every time.",
  language: "en",
  side: "A",
  up: 2,
  down: 1,
  createdAt: "2026-11-27T10:00:00.000Z",
  editedAt: null,
  mine: false,
  myVote: 0,
  editableUntil: null,
  replies: [],
};

describe("comment messages", () => {
  it("carry only the public view, whoever's view they were built from", () => {
    const own = { ...comment, mine: true, myVote: 1 as const, editableUntil: "2026-11-27T10:10:00.000Z" };
    expect(toLiveComment({ ...own, email: "ada@example.com" } as CommentView)).toEqual({
      type: "comment",
      comment,
    });
    expect(toLiveComment({ ...comment, state: "held" })).toBeNull();
    expect(toLiveComment({ ...comment, state: "deleted", body: null, authorName: null })).toBeNull();
  });

  it("are read back as sent, and as the public view even if a message claims otherwise", () => {
    const sent = JSON.parse(JSON.stringify(toLiveComment(comment)));
    expect(readLiveComment(sent)).toEqual({ type: "comment", comment });
    const reply = { ...comment, parentId: "c0", side: null, language: "zh", body: "我也是" };
    expect(readLiveComment({ type: "comment", comment: reply })?.comment).toEqual(reply);
    const claims = { ...comment, mine: true, myVote: 1, state: "held", replies: [comment] };
    expect(readLiveComment({ type: "comment", comment: claims })?.comment).toEqual(comment);
  });

  it("refuse anything else, so a bad message never reaches the discussion", () => {
    const bad = [
      null,
      { type: "comment" },
      { type: "counts", comment },
      { type: "comment", comment: { ...comment, id: "" } },
      { type: "comment", comment: { ...comment, body: null } },
      { type: "comment", comment: { ...comment, body: "x".repeat(1001) } },
      { type: "comment", comment: { ...comment, authorName: null } },
      { type: "comment", comment: { ...comment, language: "fr" } },
      { type: "comment", comment: { ...comment, side: "C" } },
      { type: "comment", comment: { ...comment, up: -1 } },
      { type: "comment", comment: { ...comment, createdAt: "yesterday" } },
      { type: "comment", comment: { ...comment, editedAt: 5 } },
      { type: "comment", comment: { ...comment, parentId: 7 } },
    ];
    for (const message of bad) expect(readLiveComment(message), JSON.stringify(message)).toBeNull();
  });
});
