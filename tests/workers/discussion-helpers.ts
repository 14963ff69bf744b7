import { env } from "cloudflare:test";
import { appContext } from "#worker/services/context.ts";
import { type Member, postComment } from "#worker/services/discussion.ts";
import { decideComment } from "#worker/services/moderation/comments.ts";
import { freshIp } from "./limit-helpers";

// Members, questions and comments for the discussion's tests, made through the real service (only
// accounts are inserted directly: signing up through better-auth is slow and not what is tested).

export const ctx = () => appContext(env);

let people = 0;

export async function addMember(role: Member["role"] = "user"): Promise<Member & { email: string }> {
  people += 1;
  const userId = `discussion-user-${people}-${crypto.randomUUID().slice(0, 8)}`;
  const name = `Member ${people}`;
  const email = `${userId}@example.com`;
  await env.DB.prepare(
    "insert into users (id, name, email, email_verified, role, created_at, updated_at) values (?, ?, ?, 1, ?, ?, ?)",
  )
    .bind(userId, name, email, role, Date.now(), Date.now())
    .run();
  return { userId, name, role, email };
}

export const moderatorOf = (member: Member & { email: string }) => ({
  userId: member.userId,
  email: member.email,
});

let questionOffset = 0;

/** A published question no other test of this file comments on. */
export async function freshQuestion(): Promise<{ id: string; slug: string }> {
  questionOffset += 1;
  const row = await env.DB.prepare(
    "select id, slug from questions where status = 'published' order by id limit 1 offset ?",
  )
    .bind(questionOffset * 3)
    .first<{ id: string; slug: string }>();
  if (!row) throw new Error("no published question left");
  return row;
}

/** A request from an address of its own, so no other test's posts count against its limits. */
export const fromAddress = (ip = freshIp()) =>
  new Request("https://wyr.example/question/x", { method: "POST", headers: { "cf-connecting-ip": ip } });

export const post = (questionId: string, member: Member, body: string, parentId?: string | null) =>
  postComment(ctx(), fromAddress(), questionId, member, { body, parentId });

/** A member whose first comment a moderator has published, so their next ones are published at once. */
export async function establishedMember(moderator?: Member & { email: string }) {
  const member = await addMember();
  const question = await freshQuestion();
  const first = await post(question.id, member, "My first words here.");
  const mod = moderator ?? (await addMember("moderator"));
  await decideComment(ctx(), moderatorOf(mod), first.comment.id, "publish");
  return member;
}

export const commentRow = (id: string) =>
  env.DB.prepare("select * from comments where id = ?").bind(id).first<Record<string, unknown>>();

export const commentCount = async (questionId: string) =>
  (
    await env.DB.prepare("select comment_count as n from questions where id = ?")
      .bind(questionId)
      .first<{ n: number }>()
  )?.n;

export const logRows = (commentId: string) =>
  env.DB.prepare("select * from moderation_log where comment_id = ? order by id")
    .bind(commentId)
    .all<Record<string, unknown>>()
    .then((r) => r.results);
