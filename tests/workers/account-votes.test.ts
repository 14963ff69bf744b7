import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { auth, cookieHeader, createConfirmedAccount, ORIGIN, visitor } from "./auth-helpers";
import { firstQuestion, type Json } from "./helpers";

// The rule of docs/decisions/0005-votes-and-accounts.md, end to end through the API a browser uses.

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

/** A confirmed account; each test uses its own address. */
const createAccount = (email: string, password = "correct-horse") =>
  createConfirmedAccount(email, password, nextIp());

/** Signs in from a browser holding `browserCookie` (its voter cookie, if any); answers the session cookie. */
async function signIn(email: string, browserCookie?: string, password = "correct-horse") {
  const result = await auth(visitor(nextIp(), browserCookie), "/sign-in/email", { email, password });
  if (!result.ok) throw new Error(result.message);
  return cookieHeader(result.setCookies);
}

const joinCookies = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join("; ");

async function vote(questionId: string, option: "A" | "B", cookie?: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/questions/${questionId}/vote`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ option }),
  });
  const voterCookie = res.headers
    .getSetCookie()
    .find((c) => c.includes("wyr_voter="))
    ?.split(";")[0];
  return { status: res.status, body: (await res.json()) as Json, voterCookie };
}

async function yourVote(slug: string, cookie?: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/questions/slug/${slug}`, { headers: cookie ? { cookie } : {} });
  return ((await res.json()) as Json).yourVote ?? null;
}

const voterHashOf = async (email: string) =>
  (await env.DB.prepare("select voter_hash from users where email = ?").bind(email).first<Json>())
    ?.voter_hash as string | null;

describe("votes and accounts", () => {
  it("an account's first sign-in adopts this browser's votes, and a second browser votes as the account", async () => {
    const [q1, q2] = [await firstQuestion("Kids"), await firstQuestion("Funny")];
    const laptopVote = await vote(q1.id, "A");
    expect(laptopVote.status).toBe(200);
    const laptop = laptopVote.voterCookie;

    await createAccount("adopt@example.com");
    const laptopSession = await signIn("adopt@example.com", laptop);
    expect(await voterHashOf("adopt@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(await yourVote(q1.slug, joinCookies(laptop, laptopSession))).toBe("A");

    // A phone that never voted: signed in, it is the account, so the laptop's vote is already there.
    const phoneSession = await signIn("adopt@example.com");
    expect(await yourVote(q1.slug, phoneSession)).toBe("A");
    const repeat = await vote(q1.id, "B", phoneSession);
    expect(repeat.status).toBe(409);
    expect(repeat.body.vote).toEqual({ option: "A" });

    // A vote from the phone counts for the account and issues no browser cookie.
    const phoneVote = await vote(q2.id, "B", phoneSession);
    expect(phoneVote.status).toBe(200);
    expect(phoneVote.voterCookie).toBeUndefined();
    expect(await yourVote(q2.slug, joinCookies(laptop, laptopSession))).toBe("B");
  });

  it("a later browser keeps its own earlier votes counted and switches to the account while signed in", async () => {
    const q = await firstQuestion("Deep");
    await createAccount("switch@example.com");
    await signIn("switch@example.com"); // the first sign-in, with no browser votes
    const accountVote = await vote(q.id, "A", await signIn("switch@example.com"));
    expect(accountVote.status).toBe(200);
    const before = accountVote.body.data.votesA + accountVote.body.data.votesB;

    const tablet = (await vote((await firstQuestion("Hard")).id, "B")).voterCookie;
    const tabletSession = await signIn("switch@example.com", tablet);
    const accountHash = await voterHashOf("switch@example.com");
    // The account already had an identity: it keeps it and does not take the tablet's.
    expect(await yourVote(q.slug, joinCookies(tablet, tabletSession))).toBe("A");
    expect(await voterHashOf("switch@example.com")).toBe(accountHash);

    // Signed out, the tablet is itself again, with its own earlier vote; the account's vote stays counted.
    expect(await yourVote(q.slug, tablet)).toBeNull();
    expect(await yourVote((await firstQuestion("Hard")).slug, tablet)).toBe("B");
    const after = await SELF.fetch(`${ORIGIN}/api/questions/${q.id}`).then((r) => r.json<Json>());
    expect(after.data.votesA + after.data.votesB).toBe(before);
  });

  it("two accounts signing in on one browser never share its votes", async () => {
    const q = await firstQuestion("Movie");
    const shared = (await vote(q.id, "A")).voterCookie;
    await createAccount("first@example.com");
    await createAccount("second@example.com");

    await signIn("first@example.com", shared);
    const secondSession = await signIn("second@example.com", shared);
    expect(await voterHashOf("first@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(await voterHashOf("second@example.com")).toBeNull();

    // The second account's first vote gives it an identity of its own.
    expect(await yourVote(q.slug, joinCookies(shared, secondSession))).toBeNull();
    expect((await vote(q.id, "B", joinCookies(shared, secondSession))).status).toBe(200);
    const second = await voterHashOf("second@example.com");
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(await voterHashOf("first@example.com"));
  });

  it("links a signed-in visitor's submission to the account, and an anonymous one to nobody", async () => {
    await createAccount("author@example.com");
    const session = await signIn("author@example.com");
    const submit = (text: string, cookie?: string) =>
      SELF.fetch(`${ORIGIN}/api/questions`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ questionText: text, optionA: "Yes", optionB: "No", category: "Funny" }),
      }).then((r) => r.json<Json>());
    const mine = await submit("Would you rather juggle account tests or write them?", session);
    const anonymous = await submit("Would you rather submit without an account or with one?");
    const owner = (id: string) =>
      env.DB.prepare(
        "select u.email from questions q left join users u on u.id = q.submitted_by_user_id where q.id = ?",
      )
        .bind(id)
        .first<Json>();
    expect(await owner(mine.data.id)).toEqual({ email: "author@example.com" });
    expect(await owner(anonymous.data.id)).toEqual({ email: null });

    // Deleting the account keeps the question and its text, without the link to the person.
    const deleted = await auth(visitor(nextIp(), session), "/delete-user", { password: "correct-horse" });
    expect(deleted).toMatchObject({ ok: true });
    const kept = await env.DB.prepare(
      "select question_text, submitted_by_user_id from questions where id = ?",
    )
      .bind(mine.data.id)
      .first<Json>();
    expect(kept).toEqual({
      question_text: "Would you rather juggle account tests or write them?",
      submitted_by_user_id: null,
    });
    const leftovers = await env.DB.prepare(
      "select (select count(*) from users where email = 'author@example.com') + (select count(*) from sessions s where not exists (select 1 from users u where u.id = s.user_id)) as n",
    ).first<Json>();
    expect(leftovers?.n).toBe(0);
  });
});
