import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { currentUser } from "#worker/accounts/calls.ts";
import { auth, cookieHeader, lastMailTo, mailCount, ORIGIN, visitor } from "./auth-helpers";
import { roomInWindow } from "./limit-helpers";

async function confirmedAccount(email: string, password: string, ip: string) {
  await auth(visitor(ip), "/sign-up/email", { name: "Grace Hopper", email, password });
  const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
  await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
}

async function signIn(email: string, password: string, ip: string) {
  const result = await auth(visitor(ip), "/sign-in/email", { email, password });
  if (!result.ok) throw new Error(result.message);
  return cookieHeader(result.setCookies);
}

describe("signing in and recovering an account", () => {
  it("says why a wrong password failed", async () => {
    await confirmedAccount("wrong@example.com", "correct-horse", "203.0.113.10");
    const result = await auth(visitor("203.0.113.10"), "/sign-in/email", {
      email: "wrong@example.com",
      password: "not-the-password",
    });
    expect(result).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("answers a reset request the same way for unknown addresses, and mails only real accounts", async () => {
    await confirmedAccount("real@example.com", "correct-horse", "203.0.113.11");
    const real = await auth(visitor("203.0.113.11"), "/request-password-reset", {
      email: "real@example.com",
    });
    const unknown = await auth(visitor("203.0.113.11"), "/request-password-reset", {
      email: "nobody@example.com",
    });
    expect(unknown).toEqual(real);
    expect(await mailCount("nobody@example.com")).toBe(0);
    expect((await lastMailTo("real@example.com"))?.link).toMatch(
      /^https:\/\/wyr\.example\/reset-password\?token=/,
    );
  });

  it("ends every other session when the password is reset", async () => {
    const email = "reset@example.com";
    await confirmedAccount(email, "old-password", "203.0.113.12");
    // Each sign-in from its own address, as from a laptop and a phone.
    const laptop = await signIn(email, "old-password", "203.0.113.13");
    const phone = await signIn(email, "old-password", "203.0.113.14");
    expect(await currentUser(env, ORIGIN, visitor("203.0.113.12", laptop))).toBeDefined();

    await auth(visitor("203.0.113.12"), "/request-password-reset", { email });
    const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
    expect(
      await auth(visitor("203.0.113.12"), "/reset-password", { token, newPassword: "new-password" }),
    ).toMatchObject({
      ok: true,
    });

    expect(await currentUser(env, ORIGIN, visitor("203.0.113.12", laptop))).toBeUndefined();
    expect(await currentUser(env, ORIGIN, visitor("203.0.113.12", phone))).toBeUndefined();
    await expect(signIn(email, "old-password", "203.0.113.15")).rejects.toThrow("Invalid email or password");
    expect(await signIn(email, "new-password", "203.0.113.16")).toMatch(/session_token=/);
  });

  it("limits sign-in attempts per account with a 429 and Retry-After, from any address", async () => {
    const attempt = (ip: string, email = "limit@example.com") =>
      SELF.fetch(`${ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip },
        body: JSON.stringify({ email, password: "whatever-it-is" }),
      });
    await roomInWindow(5);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await attempt("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(limited.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await limited.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/sign-in attempts/),
    });
    // A page form is held back the same way; another account is not.
    const page = await auth(visitor("198.51.100.8"), "/sign-in/email", {
      email: "LIMIT@example.com",
      password: "x-x-x-x-x-x",
    });
    expect(page).toMatchObject({ ok: false, status: 429, retryAfter: "60" });
    expect((await attempt("198.51.100.8", "someone-else@example.com")).status).toBe(401);
  });
});
