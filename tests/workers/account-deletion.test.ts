import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { currentUser } from "#worker/accounts/calls.ts";
import { getDiscussion, voteComment } from "#worker/services/discussion.ts";
import { decideComment } from "#worker/services/moderation/comments.ts";
import { auth, cookieHeader, lastMailTo, ORIGIN, visitor } from "./auth-helpers";
import { addMember, ctx, establishedMember, freshQuestion, moderatorOf, post } from "./discussion-helpers";

// An e-mail account is deleted only with its password, however the request comes: /settings asks
// for it, and so must better-auth's own endpoint, which otherwise takes any session under a day
// old instead (its `freshAge`): a browser left signed in would let anyone delete the account.

const PASSWORD = "correct-horse";
let ipCounter = 0;
const nextIp = () => `198.51.101.${++ipCounter}`;

/** A confirmed e-mail account, signed in: its session cookie. */
async function signedIn(email: string): Promise<string> {
  const ip = nextIp();
  const signUp = await auth(visitor(ip), "/sign-up/email", { name: "Dee Leet", email, password: PASSWORD });
  if (!signUp.ok) throw new Error(signUp.message);
  const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
  const verified = await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
  if (!verified.ok) throw new Error(verified.message);
  const session = await auth(visitor(ip), "/sign-in/email", { email, password: PASSWORD });
  if (!session.ok) throw new Error(session.message);
  return cookieHeader(session.setCookies);
}

const deleteUser = (cookie: string, body: Record<string, unknown>) =>
  SELF.fetch(`${ORIGIN}/api/auth/delete-user`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": nextIp(), cookie },
    body: JSON.stringify(body),
  });

const accountExists = async (email: string) =>
  (await env.DB.prepare("select count(*) as n from users where email = ?").bind(email).first<{ n: number }>())
    ?.n === 1;

describe("deleting an e-mail account through /api/auth", () => {
  it("is refused without the password, even from a session just opened", async () => {
    const email = "no-password@example.com";
    const cookie = await signedIn(email);
    for (const body of [{}, { password: "" }, { callbackURL: "/" }]) {
      const res = await deleteUser(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: "Please enter your password." });
    }
    expect(await accountExists(email)).toBe(true);
    expect(await currentUser(env, ORIGIN, visitor(nextIp(), cookie))).toMatchObject({ email });
  });

  it("is refused with a wrong password, and done with the right one", async () => {
    const email = "with-password@example.com";
    const cookie = await signedIn(email);
    const wrong = await deleteUser(cookie, { password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await accountExists(email)).toBe(true);
    const right = await deleteUser(cookie, { password: PASSWORD });
    expect(right.status).toBe(200);
    expect(await accountExists(email)).toBe(false);
  });
});

describe("deleting an account that took part in a discussion", () => {
  it("takes its comments' text and name, keeps replies in place, and uncounts its votes", async () => {
    const email = "commenter@example.com";
    const cookie = await signedIn(email);
    const userId = (
      await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: string }>()
    )?.id as string;
    const leaving = { userId, name: "Dee Leet", role: "user" as const };
    const moderator = await addMember("moderator");
    const other = await establishedMember(moderator);
    const question = await freshQuestion();
    const mine = await post(question.id, leaving, "Flying wins, no contest.");
    await decideComment(ctx(), moderatorOf(moderator), mine.comment.id, "publish");
    const theirs = await post(question.id, other, "Invisibility is more useful.");
    await post(question.id, other, "I disagree with you.", mine.comment.id);
    await voteComment(ctx(), theirs.comment.id, leaving, 1);
    const count = async () =>
      (
        await env.DB.prepare("select comment_count as n from questions where id = ?")
          .bind(question.id)
          .first<{ n: number }>()
      )?.n;
    expect(await count()).toBe(3);

    expect((await deleteUser(cookie, { password: PASSWORD })).status).toBe(200);
    const row = await env.DB.prepare("select status, body, author_name as name from comments where id = ?")
      .bind(mine.comment.id)
      .first();
    expect(row).toEqual({ status: "deleted", body: null, name: null });
    expect(await count()).toBe(2);
    const page = await getDiscussion(ctx(), { id: question.id }, { sort: "new", page: 1 });
    const thread = page.comments.find((c) => c.id === mine.comment.id);
    expect(thread).toMatchObject({ state: "deleted", body: null, authorName: null });
    expect(thread?.replies.map((r) => r.body)).toEqual(["I disagree with you."]);
    expect(page.comments.find((c) => c.id === theirs.comment.id)).toMatchObject({ up: 0, down: 0 });
  });
});
