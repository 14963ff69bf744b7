import { describe, expect, it } from "vitest";
import { COMMENT_REPORT_HIDE } from "#domain/discussion.ts";
import { getDiscussion, reportComment, voteComment } from "#worker/services/discussion.ts";
import { auditLog } from "#worker/services/moderation/audit-log.ts";
import {
  decideComment,
  listCommentQueue,
  listRemovedComments,
} from "#worker/services/moderation/comments.ts";
import {
  addMember,
  commentCount,
  commentRow,
  ctx,
  establishedMember,
  freshQuestion,
  fromAddress,
  logRows,
  moderatorOf,
  post,
} from "./discussion-helpers";

// Votes on comments (exact under concurrency, ranked by Wilson lower bound), members' reports and
// moderators' decisions, through the services, against real D1.

describe("votes on comments", () => {
  it("go up, down, change and come back, one per member, never on one's own", async () => {
    const author = await establishedMember();
    const voter = await addMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, author, "Vote on me.");
    expect(await voteComment(ctx(), comment.id, voter, 1)).toEqual({ up: 1, down: 0, myVote: 1 });
    expect(await voteComment(ctx(), comment.id, voter, 1)).toEqual({ up: 1, down: 0, myVote: 1 });
    expect(await voteComment(ctx(), comment.id, voter, -1)).toEqual({ up: 0, down: 1, myVote: -1 });
    expect(await voteComment(ctx(), comment.id, voter, 0)).toEqual({ up: 0, down: 0, myVote: 0 });
    await expect(voteComment(ctx(), comment.id, author, 1)).rejects.toMatchObject({ status: 400 });
    await expect(voteComment(ctx(), "nosuchcomment", voter, 1)).rejects.toMatchObject({ status: 404 });
    await voteComment(ctx(), comment.id, voter, -1);
    const listed = await getDiscussion(ctx(), { id }, { sort: "top", page: 1, viewer: voter });
    expect(listed.comments[0]).toMatchObject({ down: 1, myVote: -1, mine: false });
  });

  it("refuses votes on a held comment as not found", async () => {
    const newcomer = await addMember();
    const voter = await addMember();
    const { id } = await freshQuestion();
    const held = await post(id, newcomer, "Waiting for review.");
    await expect(voteComment(ctx(), held.comment.id, voter, 1)).rejects.toMatchObject({ status: 404 });
  });

  it("counts 30 members voting at once exactly", { timeout: 30_000 }, async () => {
    const author = await establishedMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, author, "A crowd is coming.");
    const voters = await Promise.all(Array.from({ length: 30 }, () => addMember()));
    await Promise.all(voters.map((v, i) => voteComment(ctx(), comment.id, v, i % 3 === 0 ? -1 : 1)));
    const row = await commentRow(comment.id);
    expect(row).toMatchObject({ up: 20, down: 10 });
    // The score matches the final counts, whichever request wrote last.
    const listed = await getDiscussion(ctx(), { id }, { sort: "top", page: 1 });
    expect(listed.comments[0]).toMatchObject({ up: 20, down: 10 });
    expect(Number(row?.score)).toBeGreaterThan(0.4);
  });

  it("rank Top by Wilson lower bound: 10 up 1 down above 1 up 0 down", { timeout: 30_000 }, async () => {
    const author = await establishedMember();
    const { id } = await freshQuestion();
    const sure = await post(id, author, "Many agree.");
    const lucky = await post(id, author, "One agrees.");
    const voters = await Promise.all(Array.from({ length: 11 }, () => addMember()));
    await Promise.all(voters.map((v, i) => voteComment(ctx(), sure.comment.id, v, i === 0 ? -1 : 1)));
    await voteComment(ctx(), lucky.comment.id, await addMember(), 1);
    const top = await getDiscussion(ctx(), { id }, { sort: "top", page: 1 });
    expect(top.comments.map((c) => c.id)).toEqual([sure.comment.id, lucky.comment.id]);
    const newest = await getDiscussion(ctx(), { id }, { sort: "new", page: 1 });
    expect(newest.comments.map((c) => c.id)).toEqual([lucky.comment.id, sure.comment.id]);
  });
});

const REPORT = { reason: "offensive" as const, note: undefined };

describe("reports", () => {
  it(`hide a comment at ${COMMENT_REPORT_HIDE} members' reports and write the audit log`, async () => {
    const author = await establishedMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, author, "Something people dislike.");
    expect(await commentCount(id)).toBe(1);
    await expect(reportComment(ctx(), fromAddress(), comment.id, author, REPORT)).rejects.toMatchObject({
      status: 400,
    });
    const reporters = await Promise.all(Array.from({ length: COMMENT_REPORT_HIDE }, () => addMember()));
    const outcomes = [];
    for (const reporter of reporters) {
      outcomes.push(await reportComment(ctx(), fromAddress(), comment.id, reporter, REPORT));
    }
    expect(outcomes.map((o) => o.status === "reported" && o.hidden)).toEqual([false, false, true]);
    expect((await commentRow(comment.id))?.status).toBe("hidden");
    expect(await commentCount(id)).toBe(0);
    const [log] = await logRows(comment.id);
    expect(log).toMatchObject({ action: "comment-auto-hide", question_id: id, actor_user_id: null });
    // Hidden, it can be reported no more, and is in the moderators' queue with its reports.
    await expect(
      reportComment(ctx(), fromAddress(), comment.id, await addMember(), REPORT),
    ).rejects.toMatchObject({ status: 404 });
    const queue = await listCommentQueue(ctx(), { page: 1 });
    const queued = queue.items.find((item) => item.id === comment.id);
    expect(queued).toMatchObject({ status: "hidden", questionId: id, firstComment: false });
    expect(queued?.reports).toHaveLength(COMMENT_REPORT_HIDE);
  });

  it("take one report per member", async () => {
    const author = await establishedMember();
    const reporter = await addMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, author, "Report me twice.");
    expect(await reportComment(ctx(), fromAddress(), comment.id, reporter, REPORT)).toEqual({
      status: "reported",
      hidden: false,
    });
    expect(await reportComment(ctx(), fromAddress(), comment.id, reporter, REPORT)).toEqual({
      status: "already-reported",
    });
  });
});

describe("moderators' decisions", () => {
  it("publish, remove and restore, each logged, keeping the question's count", async () => {
    const mod = await addMember("moderator");
    const newcomer = await addMember();
    const { id } = await freshQuestion();
    const { comment } = await post(id, newcomer, "Please let me in.");
    const queue = await listCommentQueue(ctx(), { page: 1 });
    expect(queue.items.find((item) => item.id === comment.id)).toMatchObject({
      status: "held",
      firstComment: true,
      authorEmail: newcomer.email,
      body: "Please let me in.",
    });
    const decide = (decision: "publish" | "remove" | "restore") =>
      decideComment(ctx(), moderatorOf(mod), comment.id, decision);
    expect(await decide("restore")).toEqual({ status: "unchanged" });
    expect(await decide("publish")).toEqual({ status: "done" });
    expect(await commentCount(id)).toBe(1);
    expect(await decide("publish")).toEqual({ status: "unchanged" });
    expect(await decide("remove")).toEqual({ status: "done" });
    expect(await commentCount(id)).toBe(0);
    const removed = await listRemovedComments(ctx(), { page: 1 });
    expect(removed.items.find((item) => item.id === comment.id)).toMatchObject({ body: "Please let me in." });
    const listed = await getDiscussion(ctx(), { id }, { sort: "top", page: 1 });
    expect(listed.comments).toHaveLength(0);
    expect(await decide("restore")).toEqual({ status: "done" });
    expect(await commentCount(id)).toBe(1);
    expect(await decideComment(ctx(), moderatorOf(mod), "nosuchcomment", "publish")).toEqual({
      status: "not-found",
    });
    const log = await logRows(comment.id);
    expect(log.map((row) => [row.action, row.before, row.after, row.actor_email])).toEqual([
      ["comment-publish", '{"status":"held"}', '{"status":"published"}', mod.email],
      ["comment-remove", '{"status":"published"}', '{"status":"removed"}', mod.email],
      ["comment-restore", '{"status":"removed"}', '{"status":"published"}', mod.email],
    ]);
    const shown = (await auditLog(ctx())).filter((row) => row.commentId === comment.id);
    expect(shown.map((row) => row.action)).toEqual([
      "Restored a comment",
      "Removed a comment",
      "Published a comment",
    ]);
  });
});
