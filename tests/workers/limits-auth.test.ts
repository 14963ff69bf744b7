import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callAuth } from "#worker/accounts/calls.ts";
import { passingToken, TEST_TURNSTILE } from "../turnstile-mock/siteverify";
import { ORIGIN, visitor } from "./auth-helpers";
import { count, freshIp, roomInWindow } from "./limit-helpers";

// Sign-up (and every request that sends e-mail) is limited per address; better-auth's own limiter
// is off, so these are the only limits, on its endpoints and on our pages' calls alike.

const signUp = (ip: string, n: number, token?: string) =>
  callAuth(
    env,
    ORIGIN,
    visitor(ip),
    "/sign-up/email",
    { name: "Pupil", email: `pupil-${n}@example.com`, password: "a-long-password" },
    token,
  );
const users = () => count("select count(*) as n from users");

describe("sign-up", () => {
  it("takes 40 a minute from one address (a class), then 429 and no account, then Turnstile", {
    timeout: 60_000,
  }, async () => {
    await roomInWindow(20);
    const ip = freshIp();
    for (let i = 0; i < 40; i++) expect(await signUp(ip, i)).toMatchObject({ ok: true });
    const before = await users();
    expect(await signUp(ip, 40)).toMatchObject({
      ok: false,
      status: 429,
      retryAfter: "60",
      message: expect.stringMatching(/Too many accounts/),
      turnstileSiteKey: TEST_TURNSTILE.siteKey,
    });
    expect(await signUp(ip, 41)).toMatchObject({ ok: false, status: 403 });
    expect(await signUp(ip, 42, "forged")).toMatchObject({ ok: false, status: 403 });
    expect(await users()).toBe(before);
    expect(await signUp(ip, 43, passingToken("sign-up"))).toMatchObject({ ok: true });
    // Another address never tripped anything.
    expect(await signUp(freshIp(), 44)).toMatchObject({ ok: true });
  });
});

describe("sign-in", () => {
  it("takes 60 attempts a minute from one address, whichever accounts they name", {
    timeout: 60_000,
  }, async () => {
    await roomInWindow(15);
    const ip = freshIp();
    const signIn = (n: number) =>
      callAuth(env, ORIGIN, visitor(ip), "/sign-in/email", {
        email: `nobody-${n}@example.com`,
        password: "guess",
      });
    for (let i = 0; i < 60; i++) expect(await signIn(i)).toMatchObject({ ok: false, status: 401 });
    expect(await signIn(60)).toMatchObject({ ok: false, status: 429, retryAfter: "60" });
    // Sign-in is not a form Turnstile guards: nothing is asked for.
    const again = await signIn(61);
    expect(again.ok || again.turnstileSiteKey).toBeFalsy();
  });
});
