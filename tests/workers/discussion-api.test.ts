import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { decideComment } from "#worker/services/moderation/comments.ts";
import { auth, cookieHeader, lastMailTo, ORIGIN, visitor } from "./auth-helpers";
import { addMember, ctx, freshQuestion, moderatorOf } from "./discussion-helpers";
import type { Json } from "./helpers";
import { freshIp, roomInWindow } from "./limit-helpers";

// The discussion's API: the site's envelope, 401 for visitors, 400 with issues, 404s, 201 or 202,
// votes and reports, and commentCount on the question.

const PASSWORD = "correct-horse";
let people = 0;

/** A confirmed account, signed in through better-auth: its session cookie and id. */
async function signedIn(): Promise<{ cookie: string; userId: string }> {
  people += 1;
  const email = `discussion-api-${people}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  const ip = freshIp();
  const signUp = await auth(visitor(ip), "/sign-up/email", {
    name: `Talker ${people}`,
    email,
    password: PASSWORD,
  });
  if (!signUp.ok) throw new Error(signUp.message);
  const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
  await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
  const session = await auth(visitor(ip), "/sign-in/email", { email, password: PASSWORD });
  if (!session.ok) throw new Error(session.message);
  const row = await env.DB.prepare("select id from users where email = ?")
    .bind(email)
    .first<{ id: string }>();
  return { cookie: cookieHeader(session.setCookies), userId: row?.id ?? "" };
}

async function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: ORIGIN,
    "cf-connecting-ip": options.ip ?? freshIp(),
  };
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers, body });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

let author: { cookie: string; userId: string };
let reader: { cookie: string; userId: string };

beforeAll(async () => {
  [author, reader] = [await signedIn(), await signedIn()];
});

describe("the discussion API", () => {
  it("asks visitors who are not signed in to sign in, in their language", async () => {
    const { id } = await freshQuestion();
    const posted = await call("POST", `/api/questions/${id}/comments`, { body: { body: "Hi" } });
    expect(posted).toMatchObject({
      status: 401,
      body: { success: false, error: "Sign in to join the discussion." },
    });
    const zh = await call("POST", `/api/questions/${id}/comments?lang=zh`, { body: { body: "Hi" } });
    expect(zh.body.error).toBe("登录后即可参与讨论。");
    for (const [method, path, body] of [
      ["PATCH", "/api/comments/abc", { body: "x" }],
      ["DELETE", "/api/comments/abc", undefined],
      ["PUT", "/api/comments/abc/vote", { value: 1 }],
      ["POST", "/api/comments/abc/report", { reason: "spam" }],
    ] as const) {
      expect((await call(method, path, { body })).status).toBe(401);
    }
  });

  it("holds a first comment (202), publishes the next (201), and counts it on the question", async () => {
    const { id } = await freshQuestion();
    const first = await call("POST", `/api/questions/${id}/comments`, {
      cookie: author.cookie,
      body: { body: "My very first comment." },
    });
    expect(first).toMatchObject({
      status: 202,
      body: { success: true, data: { status: "held", state: "held", mine: true } },
    });
    const mod = await addMember("moderator");
    await decideComment(ctx(), moderatorOf(mod), first.body.data.id, "publish");
    const second = await call("POST", `/api/questions/${id}/comments`, {
      cookie: author.cookie,
      body: { body: "And a second one." },
    });
    expect(second).toMatchObject({
      status: 201,
      body: { success: true, data: { status: "published", body: "And a second one." } },
    });
    const question = await call("GET", `/api/questions/${id}`, { cookie: reader.cookie });
    expect(question.body.data.commentCount).toBe(2);

    const list = await call("GET", `/api/questions/${id}/comments?sort=new`, { cookie: reader.cookie });
    expect(list.body).toMatchObject({
      success: true,
      data: { questionId: id, sort: "new", page: 1, total: 2 },
    });
    expect(list.body.data.comments.map((c: Json) => c.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.body.data.comments[0]).toMatchObject({ mine: false, myVote: 0, editableUntil: null });
  });

  it("refuses bad bodies with 400 and their issues, unknown things with 404", async () => {
    const { id } = await freshQuestion();
    const empty = await call("POST", `/api/questions/${id}/comments`, {
      cookie: author.cookie,
      body: { body: "  " },
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { success: false, issues: [expect.objectContaining({ path: "body" })] },
    });
    const long = await call("POST", `/api/questions/${id}/comments`, {
      cookie: author.cookie,
      body: { body: "x".repeat(501) },
    });
    expect(long.body.error).toMatch(/500/);
    const vote = await call("PUT", "/api/comments/abc/vote", { cookie: author.cookie, body: { value: 5 } });
    expect(vote).toMatchObject({ status: 400, body: { success: false } });
    const sort = await call("GET", `/api/questions/${id}/comments?sort=best`);
    expect(sort.status).toBe(400);
    const unknown = await call("POST", "/api/questions/nosuchquestion/comments", {
      cookie: author.cookie,
      body: { body: "Hello?" },
    });
    expect(unknown.status).toBe(404);
    expect((await call("GET", "/api/questions/nosuchquestion/comments")).status).toBe(404);
    expect(
      (await call("PATCH", "/api/comments/nosuchcomment", { cookie: author.cookie, body: { body: "x" } }))
        .status,
    ).toBe(404);
    expect(
      (await call("PUT", "/api/comments/nosuchcomment/vote", { cookie: author.cookie, body: { value: 1 } }))
        .status,
    ).toBe(404);
  });

  it("votes, edits, reports and deletes", async () => {
    const { id } = await freshQuestion();
    const posted = await call("POST", `/api/questions/${id}/comments`, {
      cookie: author.cookie,
      body: { body: "Judge me." },
    });
    const commentId = posted.body.data.id as string;
    // Held (author's comments are held until one is published): nobody else may vote on it yet.
    if (posted.body.data.status === "held") {
      await decideComment(ctx(), moderatorOf(await addMember("moderator")), commentId, "publish");
    }
    const own = await call("PUT", `/api/comments/${commentId}/vote`, {
      cookie: author.cookie,
      body: { value: 1 },
    });
    expect(own.status).toBe(400);
    const up = await call("PUT", `/api/comments/${commentId}/vote`, {
      cookie: reader.cookie,
      body: { value: "1" },
    });
    expect(up).toMatchObject({ status: 200, body: { success: true, data: { up: 1, down: 0, myVote: 1 } } });
    const edited = await call("PATCH", `/api/comments/${commentId}`, {
      cookie: author.cookie,
      body: { body: "Judge me kindly." },
    });
    expect(edited).toMatchObject({ status: 200, body: { data: { body: "Judge me kindly.", up: 1 } } });
    expect(edited.body.data.editedAt).not.toBeNull();
    const notYours = await call("PATCH", `/api/comments/${commentId}`, {
      cookie: reader.cookie,
      body: { body: "Mine." },
    });
    expect(notYours.status).toBe(403);
    const report = await call("POST", `/api/comments/${commentId}/report`, {
      cookie: reader.cookie,
      body: { reason: "spam" },
    });
    expect(report).toMatchObject({ status: 201, body: { success: true, data: { hidden: false } } });
    const again = await call("POST", `/api/comments/${commentId}/report`, {
      cookie: reader.cookie,
      body: { reason: "spam" },
    });
    expect(again.status).toBe(409);
    const noReason = await call("POST", `/api/comments/${commentId}/report`, {
      cookie: reader.cookie,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const deleted = await call("DELETE", `/api/comments/${commentId}`, { cookie: author.cookie });
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    const list = await call("GET", `/api/questions/${id}/comments`, { cookie: reader.cookie });
    expect(list.body.data.comments).toEqual([]);
  });

  it("serves the list to cookieless readers from the edge cache", async () => {
    const { id } = await freshQuestion();
    const first = await SELF.fetch(`${ORIGIN}/api/questions/${id}/comments?sort=top`);
    const second = await SELF.fetch(`${ORIGIN}/api/questions/${id}/comments?sort=top`);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    const signed = await call("GET", `/api/questions/${id}/comments?sort=top`, { cookie: reader.cookie });
    expect(signed.headers.get("X-Cache")).toBeNull();
  });

  it("limits comments per account: the sixth in a minute is refused with 429", async () => {
    const member = await signedIn();
    const { id } = await freshQuestion();
    await roomInWindow(10);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const answer = await call("POST", `/api/questions/${id}/comments`, {
        cookie: member.cookie,
        body: { body: `Thought number ${i + 1}.` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.headers.get("Retry-After")).toBe("60");
        expect(answer.body.error).toMatch(/commenting very quickly/);
      }
    }
    expect(statuses.slice(0, 5).every((s) => s === 202 || s === 201)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
