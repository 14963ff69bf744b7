import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PASSWORD_TO_DELETE, PASSWORD_TO_DELETE_CODE } from "#domain/auth-rules.ts";
import { authSentence } from "#worker/accounts/auth-errors.ts";
import { currentUser } from "#worker/accounts/calls.ts";
import { isShareable } from "#worker/http/edge-cache.ts";
import { inLocale } from "#worker/http/request-locale.ts";
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

describe("account refusals in Chinese", () => {
  const apiPost = (path: string, body: unknown, query = "?lang=zh", ip = "203.0.113.60") =>
    SELF.fetch(`${ORIGIN}/api/auth${path}${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json<Record<string, unknown>>() }));

  it("words better-auth's refusals in Chinese through the API, and keeps its English in English", async () => {
    const email = "li.bai@example.com";
    await auth(visitor("203.0.113.61"), "/sign-up/email", { name: "李白", email, password: "jingyesi" });
    const wrong = { email, password: "not-the-poem" };
    expect(await apiPost("/sign-in/email", wrong)).toEqual({
      status: 401,
      body: { success: false, error: "邮箱或密码不正确。", code: "INVALID_EMAIL_OR_PASSWORD" },
    });
    expect((await apiPost("/sign-in/email", wrong, "")).body.error).toBe("Invalid email or password.");
    const short = { name: "又一个", email: "wang.wei@example.com", password: "abc" };
    expect((await apiPost("/sign-up/email", short, "?lang=zh", "203.0.113.62")).body).toEqual({
      success: false,
      error: "密码太短了。",
      code: "PASSWORD_TOO_SHORT",
    });
    expect((await apiPost("/sign-in/email", {})).body).toMatchObject({
      success: false,
      error: "请检查这几项：email、password。",
    });
    expect((await apiPost("/sign-in/email", "{not json")).body.error).toBe("请求内容必须是有效的 JSON。");
  });

  it("gives the pages Chinese sentences for better-auth's refusals, and its own in English as before", async () => {
    const email = "du.fu@example.com";
    const ip = "203.0.113.63";
    await auth(visitor(ip), "/sign-up/email", { name: "杜甫", email, password: "chunwang" });
    const unconfirmed = await inLocale("zh", () =>
      auth(visitor(ip), "/sign-in/email", { email, password: "chunwang" }),
    );
    expect(unconfirmed).toMatchObject({
      ok: false,
      status: 403,
      code: "EMAIL_NOT_VERIFIED",
      message: "请先验证你的邮箱地址。我们刚给你发了一封新的验证邮件。",
    });
    const wrong = await inLocale("zh", () =>
      auth(visitor(ip), "/sign-in/email", { email, password: "qiuxing" }),
    );
    expect(wrong).toMatchObject({ ok: false, status: 401, message: "邮箱或密码不正确。" });
    const english = await auth(visitor(ip), "/sign-in/email", { email, password: "qiuxing" });
    expect(english).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("words our own refusals from inside better-auth, and unknown ones, in Chinese too", () => {
    const zh = (status: number, code: unknown, message: unknown) =>
      inLocale("zh", () => authSentence(status, code, message));
    expect(zh(400, PASSWORD_TO_DELETE_CODE, PASSWORD_TO_DELETE)).toBe("请输入密码。");
    expect(authSentence(400, PASSWORD_TO_DELETE_CODE, PASSWORD_TO_DELETE)).toBe(
      "Please enter your password.",
    );
    expect(zh(503, "MAIL_UNAVAILABLE", "Accounts need e-mail")).toBe(
      "账号功能需要发送邮件，但本站还没有设置好邮件服务。请稍后再试。",
    );
    expect(zh(400, "SOMETHING_NEW", "Something new went wrong here")).toBe("无法处理这个请求。");
    expect(zh(404, undefined, undefined)).toBe("没有这个账号接口。");
    expect(zh(403, "INVALID_CALLBACK_URL", "Invalid callbackURL")).toBe("返回网站的链接必须是本站的地址。");
    expect(authSentence(400, "SOMETHING_NEW", "Something new went wrong here")).toBe(
      "Something new went wrong here.",
    );
  });
});
