import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { currentUser } from "#worker/accounts/calls.ts";
import { PICTURE_REFUSED } from "#worker/accounts/profile-picture.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { auth, cookieHeader, lastMailTo, ORIGIN, visitor } from "./auth-helpers";
import type { Json } from "./helpers";

// A profile picture is shown in the header of every page its owner opens: only the https addresses
// Google's and GitHub's sign-ins deliver are stored or shown.

let ipCounter = 0;
const nextIp = () => `198.51.102.${++ipCounter}`;

async function signedIn(email: string): Promise<string> {
  const ip = nextIp();
  const signUp = await auth(visitor(ip), "/sign-up/email", { name: "Pic", email, password: "correct-horse" });
  if (!signUp.ok) throw new Error(signUp.message);
  const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
  await auth(visitor(ip), `/verify-email?token=${encodeURIComponent(token)}`);
  const signIn = await auth(visitor(nextIp()), "/sign-in/email", { email, password: "correct-horse" });
  if (!signIn.ok) throw new Error(signIn.message);
  return cookieHeader(signIn.setCookies);
}

async function updateUser(cookie: string, body: unknown, query = "") {
  const res = await SELF.fetch(`${ORIGIN}/api/auth/update-user${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, cookie, "cf-connecting-ip": nextIp() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const storedImage = async (email: string) =>
  (
    await env.DB.prepare("select image from users where email = ?")
      .bind(email)
      .first<{ image: string | null }>()
  )?.image;

describe("profile pictures", () => {
  it("refuses any picture but a Google or GitHub https address, with a 400 and nothing written", async () => {
    const email = "picture-refused@example.com";
    const cookie = await signedIn(email);
    const refused = [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "http://lh3.googleusercontent.com/a/x",
      "https://evil.example/me.png",
      "https://lh3.googleusercontent.com.evil.example/a/x",
      "https://someone@avatars.githubusercontent.com/u/1",
      "https://avatars.githubusercontent.com:8443/u/1",
      "//avatars.githubusercontent.com/u/1",
      42,
      { src: "https://avatars.githubusercontent.com/u/1" },
    ];
    for (const image of refused) {
      const answer = await updateUser(cookie, { image });
      expect(answer.status, String(image)).toBe(400);
      expect(answer.body, String(image)).toMatchObject({ success: false, error: PICTURE_REFUSED });
    }
    // Not even the name that came with it.
    expect((await updateUser(cookie, { name: "Renamed", image: "javascript:alert(1)" })).status).toBe(400);
    const row = await env.DB.prepare("select name, image from users where email = ?").bind(email).first();
    expect(row).toEqual({ name: "Pic", image: null });
  });

  it("refuses it in Chinese when asked in Chinese, from the API and from a page", async () => {
    const email = "picture-zh@example.com";
    const cookie = await signedIn(email);
    const chinese = "头像必须是 Google 或 GitHub 头像的 https 地址。";
    expect((await updateUser(cookie, { image: "https://evil.example/me.png" }, "?lang=zh")).body).toEqual({
      success: false,
      error: chinese,
      code: "INVALID_PICTURE",
    });
    const answer = await inLocale("zh", () =>
      auth(visitor(nextIp()), "/sign-up/email", {
        name: "图",
        email: "picture-zh-sign-up@example.com",
        password: "correct-horse",
        image: "javascript:alert(1)",
      }),
    );
    expect(answer).toMatchObject({ ok: false, status: 400, message: chinese });
  });

  it("stores a Google or GitHub picture, and null removes it", async () => {
    const email = "picture-kept@example.com";
    const cookie = await signedIn(email);
    const google = "https://lh3.googleusercontent.com/a/ACg8ocJ-example=s96-c";
    expect((await updateUser(cookie, { image: google })).status).toBe(200);
    expect(await storedImage(email)).toBe(google);
    const request = new Request(`${ORIGIN}/`, { headers: { cookie } });
    expect((await currentUser(env, ORIGIN, request))?.image).toBe(google);

    const github = "https://avatars.githubusercontent.com/u/583231?v=4";
    expect((await updateUser(cookie, { image: github })).status).toBe(200);
    expect(await storedImage(email)).toBe(github);
    expect((await updateUser(cookie, { image: null })).status).toBe(200);
    expect(await storedImage(email)).toBeNull();
  });

  it("refuses one named at sign-up, from a page's form as from the API", async () => {
    const email = "picture-sign-up@example.com";
    const answer = await auth(visitor(nextIp()), "/sign-up/email", {
      name: "Pic",
      email,
      password: "correct-horse",
      image: "javascript:alert(1)",
    });
    expect(answer).toMatchObject({ ok: false, status: 400, message: PICTURE_REFUSED });
    expect(await env.DB.prepare("select id from users where email = ?").bind(email).first()).toBeNull();
  });

  it("shows no picture stored before these rules unless it is a Google or GitHub one", async () => {
    const email = "picture-old@example.com";
    const cookie = await signedIn(email);
    await env.DB.prepare("update users set image = ? where email = ?")
      .bind("https://tracker.example/pixel.png", email)
      .run();
    const request = new Request(`${ORIGIN}/`, { headers: { cookie } });
    expect((await currentUser(env, ORIGIN, request))?.image).toBeNull();
  });
});
