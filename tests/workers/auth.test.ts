import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { currentUser } from "#worker/accounts/calls.ts";
import { isShareable } from "#worker/http/edge-cache.ts";
import { auth, cookieHeader, lastMailTo, mailCount, ORIGIN, visitor } from "./auth-helpers";

describe("an e-mail account", () => {
  it("stores the name normalised, however it arrives (through /api/auth our schemas do not run)", async () => {
    const email = "grace@example.com";
    const res = await SELF.fetch(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "203.0.113.90" },
      body: JSON.stringify({ name: "Ｇｒａｃｅ\u200B\u202E Hopper\u0007", email, password: "compiler" }),
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("select name from users where email = ?").bind(email).first();
    expect(row).toEqual({ name: "Grace Hopper" });
  });

  it("signs up, confirms from the mailbox, signs in with a secure session cookie and signs out", async () => {
    const email = "ada@example.com";
    const ip = "203.0.113.1";

    const signUp = await auth(visitor(ip), "/sign-up/email", {
      name: "Ada Lovelace",
      email,
      password: "analytical",
    });
    expect(signUp).toMatchObject({ ok: true, setCookies: [] });

    const mail = await lastMailTo(email);
    expect(mail?.link).toMatch(/^https:\/\/wyr\.example\/auth\/confirm\?token=[^&]+&type=signup$/);
    const blocked = await auth(visitor(ip), "/sign-in/email", { email, password: "analytical" });
    expect(blocked).toMatchObject({ ok: false, status: 403 });

    const token = new URL(mail?.link ?? "").searchParams.get("token") ?? "";
    expect(await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`)).toMatchObject({
      ok: true,
    });

    const signIn = await auth(visitor(ip), "/sign-in/email", { email, password: "analytical" });
    if (!signIn.ok) throw new Error(signIn.message);
    const session = signIn.setCookies.find((c) => c.startsWith("__Secure-wyr.session_token="));
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; SameSite=Lax/i);

    const cookie = cookieHeader(signIn.setCookies);
    const user = await currentUser(env, ORIGIN, visitor(ip, cookie));
    expect(user).toMatchObject({ name: "Ada Lovelace", email });

    expect(await auth(visitor(ip, cookie), "/sign-out", {})).toMatchObject({ ok: true });
    expect(await currentUser(env, ORIGIN, visitor(ip, cookie))).toBeUndefined();
  });
});

describe("a lost confirmation e-mail", () => {
  it("is sent again when the right password meets an unconfirmed address, never for a wrong one", async () => {
    const email = "lost-link@example.com";
    const ip = "203.0.113.9";
    await auth(visitor(ip), "/sign-up/email", { name: "Grace", email, password: "compiler" });
    expect(await mailCount(email)).toBe(1);

    const wrong = await auth(visitor(ip), "/sign-in/email", { email, password: "not-it-at-all" });
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    expect(await mailCount(email)).toBe(1);

    const right = await auth(visitor(ip), "/sign-in/email", { email, password: "compiler" });
    expect(right).toMatchObject({ ok: false, status: 403, message: "Email not verified" });
    expect(await mailCount(email)).toBe(2);
    // The new link confirms the address like the first one would have.
    const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
    expect(await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`)).toMatchObject({
      ok: true,
    });
    expect(await auth(visitor(ip), "/sign-in/email", { email, password: "compiler" })).toMatchObject({
      ok: true,
    });
  });
});

describe("account answers and the edge cache", () => {
  it("never shares /api/auth answers, nor anything asked with a session cookie", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await SELF.fetch(`${ORIGIN}/api/auth/get-session`);
      await res.text();
      expect(res.headers.get("X-Cache")).toBeNull();
      expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
    }
    const withSession = new Request(`${ORIGIN}/api/questions`, {
      headers: { cookie: "__Secure-wyr.session_token=x" },
    });
    expect(isShareable(withSession)).toBe(false);
    expect(isShareable(new Request(`${ORIGIN}/api/questions`))).toBe(true);
  });
});
