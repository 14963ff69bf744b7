import { SELF } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { settingsAction } from "#app/accounts/settings.server.ts";
import { action as signOutAction } from "#app/accounts/sign-out.ts";
import { requestContextMiddleware } from "#app/context.server.ts";
import { auth, cookieHeader, lastMailTo, ORIGIN, visitor } from "./auth-helpers";
import { firstQuestion, type Json } from "./helpers";
import { formPost } from "./limit-helpers";

// A signed-in browser's voter cookie belongs to the account (it adopts it at sign-in), so every way
// out clears it: the next person at a shared computer must neither see the account's votes nor be
// refused their own.

let ipCounter = 0;
const nextIp = () => `198.51.101.${++ipCounter}`;

async function createAccount(email: string) {
  const ip = nextIp();
  const signUp = await auth(visitor(ip), "/sign-up/email", {
    name: "Sharer",
    email,
    password: "correct-horse",
  });
  if (!signUp.ok) throw new Error(signUp.message);
  const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
  const verified = await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
  if (!verified.ok) throw new Error(verified.message);
}

/** The cookies a browser holds after it received `setCookies`: a cleared one (Max-Age=0) is gone. */
function browserAfter(cookies: string, setCookies: string[]): string {
  const jar = new Map(
    cookies
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of setCookies) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/;\s*max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

async function vote(questionId: string, option: "A" | "B", cookie?: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/questions/${questionId}/vote`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ option }),
  });
  await res.arrayBuffer();
  return {
    status: res.status,
    voterCookie: res.headers.getSetCookie().find((c) => c.includes("wyr_voter=")),
  };
}

async function yourVote(slug: string, cookie: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/questions/slug/${slug}`, { headers: cookie ? { cookie } : {} });
  return ((await res.json()) as Json).yourVote ?? null;
}

/**
 * A browser that voted, then signed in (so the account adopted its cookie): the cookies it holds,
 * and the question it voted on.
 */
async function signedInBrowserThatVoted(email: string, category: string) {
  const question = await firstQuestion(category);
  const voted = await vote(question.id, "A");
  const voterCookie = cookieHeader([voted.voterCookie ?? ""]);
  await createAccount(email);
  const signIn = await auth(visitor(nextIp(), voterCookie), "/sign-in/email", {
    email,
    password: "correct-horse",
  });
  if (!signIn.ok) throw new Error(signIn.message);
  const cookies = browserAfter(voterCookie, signIn.setCookies);
  expect(await yourVote(question.slug, cookies)).toBe("A");
  return { question, cookies };
}

/** Runs a page action behind the pages' real middleware and answers its redirect. */
async function pageAction(
  request: Request,
  run: (request: Request, context: Readonly<RouterContextProvider>) => Promise<unknown>,
): Promise<Response> {
  const context = new RouterContextProvider();
  const args = { request, context, params: {} } as unknown as Parameters<typeof requestContextMiddleware>[0];
  const response = await requestContextMiddleware(args, async () => {
    const answer = await run(request, context).catch((thrown: unknown) => thrown);
    if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
    return answer;
  });
  return response as Response;
}

/** After signing out the browser is a newcomer: none of the account's votes, and its own vote counts. */
async function expectNewcomer(question: Json, cookies: string) {
  expect(cookies).not.toMatch(/wyr_voter=/);
  expect(await yourVote(question.slug, cookies)).toBeNull();
  const next = await vote(question.id, "B", cookies);
  expect(next.status).toBe(200);
  expect(next.voterCookie).toMatch(/wyr_voter=/);
}

describe("signing out detaches the account from the browser", () => {
  it("through the sign-out form: the voter cookie the account adopted is cleared", async () => {
    const { question, cookies } = await signedInBrowserThatVoted("shared-form@example.com", "Kids");
    const request = formPost("/sign-out", nextIp(), {}, cookies);
    const response = await pageAction(request, (req, context) =>
      signOutAction({ request: req, context } as never),
    );
    expect(response.status).toBe(302);
    const after = browserAfter(cookies, response.headers.getSetCookie());
    expect(after).not.toMatch(/session_token=/);
    await expectNewcomer(question, after);
  });

  it("through the API's sign-out", async () => {
    const { question, cookies } = await signedInBrowserThatVoted("shared-api@example.com", "Funny");
    const res = await SELF.fetch(`${ORIGIN}/api/auth/sign-out`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        cookie: cookies,
        "cf-connecting-ip": nextIp(),
      },
      body: "{}",
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await expectNewcomer(question, browserAfter(cookies, res.headers.getSetCookie()));
  });

  it("through the settings' sign out everywhere", async () => {
    const { question, cookies } = await signedInBrowserThatVoted("shared-everywhere@example.com", "Deep");
    const request = formPost("/settings", nextIp(), { intent: "sign-out-everywhere" }, cookies);
    const response = await pageAction(request, settingsAction);
    expect(response.headers.get("location")).toBe("/?signedOut=everywhere");
    await expectNewcomer(question, browserAfter(cookies, response.headers.getSetCookie()));
  });

  it("through deleting the account", async () => {
    const { question, cookies } = await signedInBrowserThatVoted("shared-delete@example.com", "Hard");
    const fields = { intent: "delete", confirm: "yes", password: "correct-horse" };
    const response = await pageAction(formPost("/settings", nextIp(), fields, cookies), settingsAction);
    expect(response.headers.get("location")).toBe("/?account=deleted");
    await expectNewcomer(question, browserAfter(cookies, response.headers.getSetCookie()));
  });

  it("leaves an anonymous visitor's own cookie alone, and a refused sign-out clears nothing", async () => {
    const question = await firstQuestion("Movie");
    const cookie = cookieHeader([(await vote(question.id, "A")).voterCookie ?? ""]);
    const anonymous = await auth(visitor(nextIp(), cookie), "/sign-out", {});
    expect(anonymous.ok && anonymous.setCookies.some((c) => c.includes("wyr_voter="))).toBe(false);
    expect(await yourVote(question.slug, cookie)).toBe("A");

    const { cookies } = await signedInBrowserThatVoted("shared-foreign@example.com", "Spicy");
    const foreign = await SELF.fetch(`${ORIGIN}/api/auth/sign-out`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
        cookie: cookies,
        "cf-connecting-ip": nextIp(),
      },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    await foreign.arrayBuffer();
    expect(foreign.headers.getSetCookie().some((c) => c.includes("wyr_voter="))).toBe(false);
  });
});
