import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COMMENT_EDIT_WINDOW_MS, COMMENT_MAX } from "#domain/discussion.ts";
import { deleteComment, editComment, getDiscussion, type Member } from "#worker/services/discussion.ts";
import {
  addMember,
  commentCount,
  commentRow,
  ctx,
  establishedMember,
  freshQuestion,
  post,
} from "./discussion-helpers";

// Posting, the checks, holding for review, replies, editing and deleting, through the service the
// API and the question page share, against real D1.

const page = (questionId: string, viewer?: Member, sort: "top" | "new" = "new") =>
  getDiscussion(ctx(), { id: questionId }, { sort, page: 1, viewer });

describe("the checks on a comment", () => {
  it("refuses links, addresses, phone numbers and explicit words with a sentence", async () => {
    const member = await addMember();
    const { id } = await freshQuestion();
    await expect(post(id, member, "see www.example.com for more")).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Links are not allowed/),
    });
    await expect(post(id, member, "write to me at a@b.com")).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/E-mail addresses/),
    });
    await expect(post(id, member, "call +44 20 7946 0958 now")).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/Phone numbers/),
    });
    await expect(post(id, member, "what the fuck")).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/keep it civil/),
    });
    expect(await commentCount(id)).toBe(0);
  });

  it("refuses an empty comment and one too long, after normalising", async () => {
    const member = await addMember();
    const { id } = await freshQuestion();
    await expect(post(id, member, " \u200B\u200D\u0007 ")).rejects.toMatchObject({ status: 400 });
    await expect(post(id, member, "a".repeat(COMMENT_MAX + 1))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(String(COMMENT_MAX)),
    });
  });

  it("removes control and invisible characters and applies NFKC", async () => {
    const member = await addMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, member, "Ｈｅｌｌｏ\u200B wor\u0007ld\r\n\r\n\r\n\r\nbye");
    expect(comment.body).toBe("Hello world\n\nbye");
    expect((await commentRow(comment.id))?.body).toBe("Hello world\n\nbye");
  });

  it("marks a comment in Chinese characters as Chinese", async () => {
    const member = await addMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, member, "我会选第一个，因为更有意思！");
    expect(comment.language).toBe("zh");
  });
});

describe("holding for review", () => {
  it("holds a member's first comment, publishes the next, and counts only published ones", async () => {
    const member = await establishedMember();
    const newcomer = await addMember();
    const reader = await addMember();
    const { id } = await freshQuestion();
    const first = await post(id, newcomer, "Hello, first time here.");
    expect(first.status).toBe("held");
    expect(first.comment.state).toBe("held");
    const second = await post(id, member, "A published thought.");
    expect(second.status).toBe("published");
    expect(await commentCount(id)).toBe(1);

    const forAuthor = await page(id, newcomer);
    expect(forAuthor.comments.map((c) => [c.id, c.state])).toContainEqual([first.comment.id, "held"]);
    for (const other of [await page(id, reader), await page(id)]) {
      expect(other.comments.map((c) => c.id)).toEqual([second.comment.id]);
      expect(other.total).toBe(1);
    }
  });

  it("holds a flagged comment even from a member with published ones", async () => {
    const member = await establishedMember();
    const { id } = await freshQuestion();
    const shouted = await post(id, member, "THIS IS THE ONLY RIGHT ANSWER AND EVERYONE KNOWS IT");
    expect(shouted.status).toBe("held");
    expect(JSON.parse(String((await commentRow(shouted.comment.id))?.review_flags))).toContainEqual(
      expect.objectContaining({ code: "shouting" }),
    );
    expect(await commentCount(id)).toBe(0);
  });
});

describe("replies", () => {
  it("go one level deep, oldest first under their comment", async () => {
    const member = await establishedMember();
    const other = await establishedMember();
    const { id } = await freshQuestion();
    const top = await post(id, member, "Top-level thought.");
    const one = await post(id, other, "First reply.", top.comment.id);
    const two = await post(id, member, "Second reply.", top.comment.id);
    await expect(post(id, other, "Reply to a reply.", one.comment.id)).rejects.toMatchObject({ status: 400 });
    await expect(post(id, other, "Reply to nothing.", "nosuchcomment")).rejects.toMatchObject({
      status: 404,
    });
    const listed = await page(id);
    expect(listed.comments).toHaveLength(1);
    expect(listed.comments[0]?.replies.map((r) => r.id)).toEqual([one.comment.id, two.comment.id]);
    expect(listed.total).toBe(3);
    expect((await commentRow(top.comment.id))?.reply_count).toBe(2);
  });

  it("refuses a reply under another question's comment", async () => {
    const member = await establishedMember();
    const first = await freshQuestion();
    const second = await freshQuestion();
    const top = await post(first.id, member, "Here.");
    await expect(post(second.id, member, "There.", top.comment.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("editing and deleting", () => {
  it("lets the author edit within the window, marked edited, and not after", async () => {
    const member = await establishedMember();
    const other = await addMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, member, "Frist draft.");
    expect(comment.editableUntil).not.toBeNull();
    const edited = await editComment(ctx(), comment.id, member, "First draft.");
    expect(edited).toMatchObject({ body: "First draft.", state: "published" });
    expect(edited.editedAt).not.toBeNull();
    await expect(editComment(ctx(), comment.id, other, "Mine now.")).rejects.toMatchObject({ status: 403 });
    const late = new Date(Date.parse(comment.createdAt) + COMMENT_EDIT_WINDOW_MS + 1000);
    await expect(editComment(ctx(), comment.id, member, "Too late.", late)).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/10 minutes/),
    });
  });

  it("holds an edit the checks flag, and refuses one they refuse", async () => {
    const member = await establishedMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, member, "Calm words.");
    await expect(editComment(ctx(), comment.id, member, "visit www.example.com")).rejects.toMatchObject({
      status: 400,
    });
    const edited = await editComment(
      ctx(),
      comment.id,
      member,
      "NOW I AM SHOUTING ABOUT THIS QUESTION LOUDLY",
    );
    expect(edited.state).toBe("held");
    expect(await commentCount(id)).toBe(0);
  });

  it("keeps the thread under a deleted placeholder", async () => {
    const member = await establishedMember();
    const other = await establishedMember();
    const { id } = await freshQuestion();
    const top = await post(id, member, "Something I regret.");
    await post(id, other, "A reply worth keeping.", top.comment.id);
    await expect(deleteComment(ctx(), top.comment.id, other)).rejects.toMatchObject({ status: 403 });
    await deleteComment(ctx(), top.comment.id, member);
    const row = await commentRow(top.comment.id);
    expect(row).toMatchObject({ status: "deleted", body: null, author_name: null });
    const listed = await page(id);
    expect(listed.comments[0]).toMatchObject({
      id: top.comment.id,
      state: "deleted",
      body: null,
      authorName: null,
    });
    expect(listed.comments[0]?.replies).toHaveLength(1);
    expect(listed.total).toBe(1);
    expect(await commentCount(id)).toBe(1);
  });

  it("drops a deleted comment without replies from the list", async () => {
    const member = await establishedMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, member, "Gone soon.");
    await deleteComment(ctx(), comment.id, member);
    expect((await page(id)).comments).toHaveLength(0);
    expect(await commentCount(id)).toBe(0);
  });
});

describe("reading a discussion", () => {
  it("finds the question by slug as by id, and not at all once it is hidden", async () => {
    const member = await establishedMember();
    const question = await freshQuestion();
    await post(question.id, member, "Seen both ways.");
    const bySlug = await getDiscussion(ctx(), { slug: question.slug }, { sort: "top", page: 1 });
    expect(bySlug).toEqual(await page(question.id, undefined, "top"));
    expect(bySlug).toMatchObject({ questionId: question.id, total: 1, totalPages: 1 });
    await env.DB.prepare("update questions set status = 'hidden' where id = ?").bind(question.id).run();
    await expect(page(question.id)).rejects.toMatchObject({ status: 404 });
    await expect(post(question.id, member, "Too late.")).rejects.toMatchObject({ status: 404 });
  });
});
