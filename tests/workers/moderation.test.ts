import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { effectiveRole, type Moderator, moderatorOf } from "#worker/accounts/roles.ts";
import type { UserRole } from "#worker/db/schema.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { sendContactMessage } from "#worker/services/contact.ts";
import { appContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { auditLog } from "#worker/services/moderation/audit-log.ts";
import { alreadyDecided } from "#worker/services/moderation/decide.ts";
import { contactInbox, markMessage } from "#worker/services/moderation/inbox.ts";
import {
  approveSubmissions,
  approveWithEdits,
  rejectSubmissions,
  reviewQueue,
} from "#worker/services/moderation/queue.ts";
import { reportDecisions, reportedQuestions } from "#worker/services/moderation/reported.ts";
import { reportQuestion } from "#worker/services/moderation/reports.ts";
import { allSitemapEntries } from "#worker/services/sitemap.ts";
import { distinctQuestionText } from "../shared/distinct-question";
import { auth, visitor } from "./auth-helpers";
import { api, type Json, postJson } from "./helpers";

const ctx = () => appContext(env);
const now = () => new Date();
let counter = 0;

async function addUser(role: "user" | "moderator" | "admin", verified = true) {
  const id = `user-${++counter}`;
  const email = `${id}@example.com`;
  await env.DB.prepare(
    "insert into users (id, name, email, email_verified, role, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, `Person ${counter}`, email, verified ? 1 : 0, role, Date.now(), Date.now())
    .run();
  return { id, email };
}

async function moderator(): Promise<Moderator> {
  const { id, email } = await addUser("moderator");
  return { userId: id, email, role: "moderator" };
}

/** A pending submission through the public API, as a visitor would send it. */
async function submit(text = distinctQuestionText()) {
  const res = await postJson("/api/questions", {
    questionText: text,
    optionA: `Left ${counter}`,
    optionB: `Right ${counter}`,
    category: "Funny",
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; slug: string };
}

const row = (id: string) => env.DB.prepare("select * from questions where id = ?").bind(id).first<Json>();
const logFor = (id: string) =>
  env.DB.prepare("select * from moderation_log where question_id = ? order by id").bind(id).all<Json>();
const publicRead = (slug: string) => api(`/api/questions/slug/${slug}`);
const vote = (id: string) => postJson(`/api/questions/${id}/vote`, { option: "A" });

async function published(mod?: Moderator) {
  const question = await submit();
  await approveSubmissions(ctx(), mod ?? (await moderator()), [question.id], now());
  return question;
}

describe("roles", () => {
  const person = (role: UserRole, email = "person@example.com", emailVerified = true) => ({
    id: "u1",
    name: "Person",
    email,
    emailVerified,
    role,
  });
  const none = { adminEmails: new Set<string>() };

  it("lets moderators and admins in and nobody else", () => {
    expect(moderatorOf(none, person("user"))).toBeUndefined();
    expect(moderatorOf(none, person("moderator"))).toEqual({
      userId: "u1",
      email: "person@example.com",
      role: "moderator",
    });
    expect(moderatorOf(none, person("admin"))).toMatchObject({ role: "admin" });
  });

  it("makes ADMIN_EMAILS admins only once the address is confirmed, whatever its case", () => {
    const config = { adminEmails: new Set(["boss@example.com"]) };
    expect(moderatorOf(config, person("user", "Boss@Example.com"))).toMatchObject({ role: "admin" });
    expect(moderatorOf(config, person("user", "boss@example.com", false))).toBeUndefined();
    expect(effectiveRole(config, person("moderator", "other@example.com"))).toBe("moderator");
  });

  it("never lets a visitor choose their own role at sign-up", async () => {
    const email = `role-${++counter}@example.com`;
    const signUp = await auth(visitor(`203.0.113.${counter}`), "/sign-up/email", {
      name: "Sneaky",
      email,
      password: "correct-horse",
      role: "admin",
    });
    // better-auth ignores a field that is not input, or refuses the whole sign-up: either way no admin.
    const stored = await env.DB.prepare("select role from users where email = ?").bind(email).first<Json>();
    expect(signUp.ok ? stored?.role : "refused").toBe(signUp.ok ? "user" : "refused");
  });
});

describe("the review queue", () => {
  it("lists pending submissions oldest first with their age against the 24-hour promise", async () => {
    const first = await submit();
    const second = await submit();
    await env.DB.prepare("update questions set created_at = ? where id = ?")
      .bind(Date.now() - 30 * 3_600_000, first.id)
      .run();
    const queue = await reviewQueue(ctx(), now());
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.items.find((i) => i.id === first.id)).toMatchObject({ overdue: true });
    expect(queue.items.find((i) => i.id === second.id)).toMatchObject({ overdue: false });
    expect(queue.total).toBeGreaterThanOrEqual(2);
  });

  it("shows each submission with what the automatic checks flagged", async () => {
    const loud = await submit(`WOULD YOU RATHER SHOUT EVERY WORD ${++counter} OR WHISPER?`);
    const item = (await reviewQueue(ctx(), now())).items.find((i) => i.id === loud.id);
    expect(item?.flags).toEqual([{ code: "shouting", detail: "questionText" }]);
  });

  it("approving publishes it: readable, listed, searchable and votable, and logged", async () => {
    const question = await submit("Would you rather moderate zebras or moderate giraffes today?");
    // Counted inside the full-text index, which learns the new status from the questions table.
    // A voter cookie, so the edge cache cannot answer the second read with the first.
    const uncached = { headers: { Cookie: "wyr_voter=reader" } };
    const searchTotal = async () =>
      (await api("/api/questions?search=moderate%20zebras", uncached)).body.total;
    expect(await searchTotal()).toBe(0);
    expect((await publicRead(question.slug)).status).toBe(404);
    expect((await vote(question.id)).status).toBe(404);
    expect((await allSitemapEntries(ctx())).questions.map((q) => q.slug)).not.toContain(question.slug);

    const mod = await moderator();
    expect(await approveSubmissions(ctx(), mod, [question.id], now())).toBe(1);

    expect((await publicRead(question.slug)).status).toBe(200);
    const search = await api("/api/questions?search=zebras%20giraffes&category=Funny");
    expect(search.body.data.map((q: Json) => q.id)).toContain(question.id);
    expect(await searchTotal()).toBe(1);
    expect((await vote(question.id)).status).toBe(200);
    const sitemapSlugs = async () => (await allSitemapEntries(ctx())).questions.map((q) => q.slug);
    expect(await sitemapSlugs()).toContain(question.slug);
    const stored = await row(question.id);
    expect(stored).toMatchObject({ status: "published" });
    expect(stored?.published_at).toEqual(expect.any(Number));

    const { results } = await logFor(question.id);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      action: "approve",
      actor_email: mod.email,
      actor_user_id: mod.userId,
    });
    expect(JSON.parse(results[0]?.before)).toMatchObject({ status: "pending", publishedAt: null });
    expect(JSON.parse(results[0]?.after)).toMatchObject({ status: "published" });
  });

  it("applies and logs a decision once when two moderators decide at the same time", async () => {
    const question = await submit();
    const [first, second] = await Promise.allSettled([
      approveSubmissions(ctx(), await moderator(), [question.id], now()),
      rejectSubmissions(ctx(), await moderator(), [question.id], { reason: "duplicate" }, now()),
    ]);
    const outcomes = [first, second].map((o) => (o.status === "fulfilled" ? o.value : 0));
    expect(outcomes.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await logFor(question.id)).results).toHaveLength(1);
    await expect(approveSubmissions(ctx(), await moderator(), [question.id], now())).rejects.toThrow(
      "already been reviewed",
    );
  });

  it("edits then approves: new text, options and category, a slug from the new text, before and after logged", async () => {
    const question = await submit();
    await approveWithEdits(
      ctx(),
      await moderator(),
      question.id,
      {
        questionText: "Would you rather edit a question carefully or publish it quickly?",
        optionA: "Edit carefully",
        optionB: "Publish quickly",
        category: "Deep",
      },
      now(),
    );
    const stored = await row(question.id);
    expect(stored).toMatchObject({
      status: "published",
      category: "Deep",
      option_a: "Edit carefully",
      slug: "would-you-rather-edit-a-question-carefully-or-publ",
    });
    expect((await publicRead(stored?.slug)).body.data.questionText).toBe(
      "Would you rather edit a question carefully or publish it quickly?",
    );
    const [entry] = (await logFor(question.id)).results;
    expect(entry?.action).toBe("edit-approve");
    expect(JSON.parse(entry?.before)).toMatchObject({ category: "Funny", slug: question.slug });
    expect(JSON.parse(entry?.after)).toMatchObject({ category: "Deep", optionA: "Edit carefully" });
  });

  it("refuses an edit to an unknown category or to another question's text, and writes nothing", async () => {
    const taken = await published();
    const takenText = (await row(taken.id))?.question_text as string;
    const question = await submit();
    const edit = { questionText: "Would you rather a b c?", optionA: "A", optionB: "B", category: "Nope" };
    await expect(approveWithEdits(ctx(), await moderator(), question.id, edit, now())).rejects.toThrow(
      "Please select a valid category",
    );
    await expect(
      approveWithEdits(
        ctx(),
        await moderator(),
        question.id,
        { ...edit, questionText: takenText, category: "Funny" },
        now(),
      ),
    ).rejects.toThrow("Another question already has this text.");
    expect(await row(question.id)).toMatchObject({ status: "pending" });
    expect((await logFor(question.id)).results).toHaveLength(0);
  });

  it("rejects with a reason and note the submitter will see, and bulk decisions skip decided ones", async () => {
    const [a, b, c] = [await submit(), await submit(), await submit()];
    const mod = await moderator();
    expect(
      await rejectSubmissions(ctx(), mod, [a.id], { reason: "other", note: "Too close to a rule." }, now()),
    ).toBe(1);
    expect(await row(a.id)).toMatchObject({
      status: "rejected",
      rejection_reason: "other",
      rejection_note: "Too close to a rule.",
    });
    expect((await publicRead(a.slug)).status).toBe(404);

    expect(await approveSubmissions(ctx(), mod, [a.id, b.id, c.id], now())).toBe(2);
    expect(await row(a.id)).toMatchObject({ status: "rejected" });
    expect(await row(c.id)).toMatchObject({ status: "published" });
  });
});

describe("moderation in Chinese", () => {
  it("refuses in the request's language: a decided submission, a duplicate text, an unknown category", async () => {
    const taken = await published();
    const takenText = (await row(taken.id))?.question_text as string;
    const question = await submit();
    const mod = await moderator();
    const edit = { questionText: takenText, optionA: "A", optionB: "B", category: "Funny" };
    await expect(
      inLocale("zh", () => approveWithEdits(ctx(), mod, question.id, edit, now())),
    ).rejects.toThrow("已经有别的问题用了这段文字。");
    await expect(
      inLocale("zh", () => approveWithEdits(ctx(), mod, question.id, { ...edit, category: "Nope" }, now())),
    ).rejects.toThrow("请选择一个有效的分类。");
    await rejectSubmissions(ctx(), mod, [question.id], { reason: "duplicate" }, now());
    await expect(inLocale("zh", () => approveSubmissions(ctx(), mod, [question.id], now()))).rejects.toThrow(
      "这份投稿已经审核过了。",
    );
    await expect(inLocale("zh", () => reportDecisions.hide(ctx(), mod, question.id, now()))).rejects.toThrow(
      inLocale("zh", alreadyDecided),
    );
    expect(inLocale("zh", alreadyDecided)).toBe(
      "另一位管理员已经处理了这个问题，页面现在显示的是它的最新状态。",
    );
  });

  it("names each action of the audit log in Chinese", async () => {
    const question = await submit();
    await approveSubmissions(ctx(), await moderator(), [question.id], now());
    const entries = await inLocale("zh", () => auditLog(ctx()));
    expect(entries.find((e) => e.questionId === question.id)?.action).toBe("已通过");
    const english = await auditLog(ctx());
    expect(english.find((e) => e.questionId === question.id)?.action).toBe("Approved");
  });

  it("names an automatic hide in the log's language, its stored actor kept in English", async () => {
    const question = await published();
    for (let i = 1; i <= 5; i++) {
      await reportQuestion(ctx(), question.id, { voter: `zh-auto-${question.id}-${i}` }, { reason: "spam" });
    }
    const hide = (entries: Awaited<ReturnType<typeof auditLog>>) =>
      entries.find((e) => e.questionId === question.id && e.changes.some((c) => c.after === "hidden"));
    expect(hide(await inLocale("zh", () => auditLog(ctx())))).toMatchObject({
      actor: "系统自动（5 次举报）",
      action: "因举报被自动隐藏",
    });
    expect(hide(await auditLog(ctx()))).toMatchObject({
      actor: "automatic (5 reports)",
      action: "Hidden automatically after reports",
    });
  });
});

describe("reported and hidden questions", () => {
  async function report(questionId: string, voter: string, reason = "spam") {
    await env.DB.prepare(
      "insert into reports (question_id, voter_hash, reason, note, created_at) values (?, ?, ?, ?, ?)",
    )
      .bind(questionId, voter, reason, reason === "other" ? "Looks wrong" : null, Date.now())
      .run();
  }

  it("lists questions with open reports and their reasons, and hidden ones apart", async () => {
    const reported = await published();
    await report(reported.id, "voter-1", "offensive");
    await report(reported.id, "voter-2", "other");
    const hidden = await published();
    await reportDecisions.hide(ctx(), await moderator(), hidden.id, now());

    const { reported: open, hidden: hiddenList } = await reportedQuestions(ctx());
    const entry = open.find((q) => q.question.questionId === reported.id);
    expect(entry?.reports.map((r) => r.reason).sort()).toEqual(["offensive", "other"]);
    expect(entry?.reports.find((r) => r.reason === "other")?.note).toBe("Looks wrong");
    expect(hiddenList.map((q) => q.questionId)).toContain(hidden.id);
  });

  it("hide takes it out of every read until restored; keep and restore close its reports", async () => {
    const question = await published();
    await report(question.id, "voter-a");
    const mod = await moderator();
    await reportDecisions.hide(ctx(), mod, question.id, now());
    expect((await publicRead(question.slug)).status).toBe(404);
    expect((await api(`/api/questions/${question.id}`)).status).toBe(404);
    const list = await api("/api/questions?category=Funny&limit=100");
    expect(list.body.data.map((q: Json) => q.id)).not.toContain(question.id);
    expect((await vote(question.id)).status).toBe(404);
    const { results: open } = await env.DB.prepare(
      "select * from reports where question_id = ? and resolved_at is null",
    )
      .bind(question.id)
      .all();
    expect(open).toHaveLength(0);

    await reportDecisions.restore(ctx(), mod, question.id, now());
    expect((await publicRead(question.slug)).status).toBe(200);
    expect((await logFor(question.id)).results.map((r) => r.action)).toEqual(["approve", "hide", "restore"]);
  });

  it("logs an automatic hide at five reports, naming no moderator", async () => {
    const question = await published();
    for (let i = 1; i <= 5; i++) {
      await reportQuestion(ctx(), question.id, { voter: `auto-${question.id}-${i}` }, { reason: "spam" });
    }
    expect(await row(question.id)).toMatchObject({ status: "hidden" });
    const [, hide] = (await logFor(question.id)).results;
    expect(hide).toMatchObject({
      action: "auto-hide",
      actor_user_id: null,
      actor_email: "automatic (5 reports)",
    });
    expect((await auditLog(ctx())).find((e) => e.questionId === question.id)?.action).toBe(
      "Hidden automatically after reports",
    );
  });

  it("keeps a reported question live and closes its reports", async () => {
    const question = await published();
    await report(question.id, "voter-k");
    await reportDecisions.keep(ctx(), await moderator(), question.id, now());
    expect(await row(question.id)).toMatchObject({ status: "published" });
    const { reported } = await reportedQuestions(ctx());
    expect(reported.map((q) => q.question.questionId)).not.toContain(question.id);
  });

  it("edits a reported question in place, keeping its address", async () => {
    const question = await published();
    await report(question.id, "voter-e");
    const edit = {
      questionText: "Would you rather fix a typo or leave it forever?",
      optionA: "Fix",
      optionB: "Leave",
      category: "Funny",
    };
    await reportDecisions.edit(ctx(), await moderator(), question.id, edit, now());
    const read = await publicRead(question.slug);
    expect(read.body.data).toMatchObject({ questionText: edit.questionText, optionA: "Fix" });
  });

  it("removes a question for good with a reason, and says so when another moderator got there first", async () => {
    const question = await published();
    const mod = await moderator();
    await reportDecisions.remove(ctx(), mod, question.id, { reason: "offensive" }, now());
    expect(await row(question.id)).toMatchObject({ status: "rejected", rejection_reason: "offensive" });
    expect((await publicRead(question.slug)).status).toBe(404);
    const again = reportDecisions.hide(ctx(), mod, question.id, now());
    await expect(again).rejects.toThrow(alreadyDecided());
    await expect(reportDecisions.keep(ctx(), mod, "missing-id", now())).rejects.toBeInstanceOf(ServiceError);
  });
});

describe("the contact inbox and the audit log", () => {
  it("lists unread first, marks handled once, and logs who did it", async () => {
    const old = await sendContactMessage(ctx(), {
      name: "A",
      email: "a@example.com",
      subject: "bug",
      message: "First",
    });
    const recent = await sendContactMessage(ctx(), {
      name: "B",
      email: "b@example.com",
      subject: "other",
      message: "Second",
    });
    const mod = await moderator();
    await markMessage(ctx(), mod, old.id, true, now());
    await expect(markMessage(ctx(), mod, old.id, true, now())).rejects.toThrow("already handled");

    const inbox = await contactInbox(ctx());
    const order = inbox.messages.map((m) => m.id);
    expect(order.indexOf(recent.id)).toBeLessThan(order.indexOf(old.id));
    expect(inbox.messages.find((m) => m.id === old.id)?.handledAt).not.toBeNull();

    const entries = await auditLog(ctx());
    expect(entries.find((e) => e.contactMessageId === old.id)).toMatchObject({
      actor: mod.email,
      action: "Marked a message handled",
      changes: [{ field: "handled", before: false, after: true }],
    });
  });
});
