import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { callAuth } from "#worker/accounts/calls.ts";
import { callbackDestination, startSocialSignIn } from "#worker/accounts/social-flow.ts";
import { readConfig } from "#worker/config.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { mockIdentity } from "../oauth-mock/identities";
import { auth, cookieHeader, lastMailTo, ORIGIN, visitor } from "./auth-helpers";

// The whole OAuth round trip against a local OAuth 2.0 / OIDC server (tests/oauth-mock): better-auth's
// real google and github providers call Google's and GitHub's addresses, which this runtime routes
// to the mock. Nothing of ours is stubbed.

type Provider = "google" | "github";

// better-auth allows 3 sign-in starts per 10 s from one address: each round trip is a new visitor.
let visitors = 0;
const nextIp = () => `198.51.100.${++visitors}`;

/**
 * A browser signing in with `provider` as the person `email` names, from our form to /auth/callback;
 * `locale` is the language of the page the form was on, `returnTo` the form's way back.
 */
async function signInWith(provider: Provider, email: string, locale: "en" | "zh" = "en", returnTo?: string) {
  const ip = nextIp();
  const start = await inLocale(locale, () =>
    startSocialSignIn(env, ORIGIN, visitor(ip), provider, { loginHint: email, returnTo }),
  );
  if (!start.ok) throw new Error(start.message);

  // At the provider: the mock signs the person in and sends the browser back with a code (or an error).
  const atProvider = await fetch(start.url, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const back = atProvider.headers.get("location") ?? "";
  expect(back.startsWith(`${ORIGIN}/api/auth/callback/${provider}?`)).toBe(true);

  const callback = await SELF.fetch(back, {
    headers: { cookie: cookieHeader(start.setCookies), "cf-connecting-ip": ip },
    redirect: "manual",
  });
  await callback.arrayBuffer();
  expect(callback.status).toBe(302);
  const landing = new URL(callback.headers.get("location") ?? "", ORIGIN);
  expect(landing.origin + landing.pathname).toBe(`${ORIGIN}/auth/callback`);
  const cookie = cookieHeader(callback.headers.getSetCookie().filter((c) => !/Max-Age=0/i.test(c)));
  const destination = await callbackDestination(env, ORIGIN, new Request(landing, { headers: { cookie } }));
  return { start, landing, cookie, destination };
}

async function sessionUser(cookie: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } });
  const body = await res.json<{ user: { id: string; email: string; name: string } } | null>();
  return body?.user;
}

const userRow = (email: string) =>
  env.DB.prepare("select id, name, email, email_verified as verified, image from users where email = ?")
    .bind(email)
    .first<{ id: string; name: string; email: string; verified: number; image: string | null }>();

const accountsOf = async (userId: string) =>
  (
    await env.DB.prepare(
      "select provider_id as provider from accounts where user_id = ? order by provider_id",
    )
      .bind(userId)
      .all<{ provider: string }>()
  ).results.map((row) => row.provider);

describe("signing in with Google", () => {
  it("goes to Google with better-auth's state, comes back signed in, and signs in to the same user again", async () => {
    const email = "grace.hopper@example.com";
    const first = await signInWith("google", email);
    const authorize = new URL(first.start.url);
    expect(authorize.origin + authorize.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(authorize.searchParams.get("client_id")).toBe("workers-test-google-client");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/google`);
    expect(first.start.setCookies.some((c) => c.startsWith("__Secure-wyr.state="))).toBe(true);

    expect(first.destination).toBe("/?success=auth_success");
    expect(await sessionUser(first.cookie)).toMatchObject({
      email,
      name: "Grace Hopper",
      image: mockIdentity(email).picture,
    });
    const row = await userRow(email);
    expect(row).toMatchObject({ name: "Grace Hopper", verified: 1, image: mockIdentity(email).picture });
    expect(await accountsOf(row?.id ?? "")).toEqual(["google"]);

    const again = await signInWith("google", email);
    expect(again.destination).toBe("/?success=auth_success");
    expect((await sessionUser(again.cookie))?.id).toBe(row?.id);
    expect(await accountsOf(row?.id ?? "")).toEqual(["google"]);
  });

  it("deletes an account without a password on a fresh sign-in, with none given", async () => {
    const email = "hedy.lamarr@example.com";
    const { cookie } = await signInWith("google", email);
    const res = await SELF.fetch(`${ORIGIN}/api/auth/delete-user`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie, "cf-connecting-ip": nextIp() },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect(await userRow(email)).toBeNull();
  });

  it("joins an account registered with the same, confirmed e-mail address", async () => {
    const email = "katherine.johnson@example.com";
    await auth(visitor("203.0.113.8"), "/sign-up/email", { name: "K. Johnson", email, password: "orbital" });
    const token = new URL((await lastMailTo(email))?.link ?? "").searchParams.get("token") ?? "";
    await auth(visitor("203.0.113.8"), `/verify-email?token=${encodeURIComponent(token)}`);
    const registered = await userRow(email);

    const google = await signInWith("google", email);
    expect(google.destination).toBe("/?success=auth_success");
    expect((await sessionUser(google.cookie))?.id).toBe(registered?.id);
    expect(await accountsOf(registered?.id ?? "")).toEqual(["credential", "google"]);
    // The name the person chose here stays.
    expect((await userRow(email))?.name).toBe("K. Johnson");
  });

  it("does not join an account whose address was never confirmed here: the sign-in fails", async () => {
    const email = "mary.jackson@example.com";
    await auth(visitor("203.0.113.9"), "/sign-up/email", { name: "Someone", email, password: "claimed1" });
    const google = await signInWith("google", email);
    expect(google.landing.searchParams.get("error")).toBe("account_not_linked");
    expect(google.destination).toBe("/?error=auth_failed");
    expect(await accountsOf((await userRow(email))?.id ?? "")).toEqual(["credential"]);
  });

  it("sends a visitor who cancels at Google home with ?error=auth_failed, signed out", async () => {
    const denied = await signInWith("google", "denied.person@example.com");
    expect(denied.landing.searchParams.get("error")).toBe("access_denied");
    expect(denied.destination).toBe("/?error=auth_failed");
    expect(await userRow("denied.person@example.com")).toBeNull();
  });
});

describe("signing in with GitHub", () => {
  it("reads the profile and the verified primary address, and signs in to the same user again", async () => {
    const email = "linus.t@example.com";
    const first = await signInWith("github", email);
    const authorize = new URL(first.start.url);
    expect(authorize.origin + authorize.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(first.destination).toBe("/?success=auth_success");
    expect(await sessionUser(first.cookie)).toMatchObject({ email, name: "Linus T" });
    const row = await userRow(email);
    expect(row).toMatchObject({ name: "Linus T", verified: 1 });
    expect(await accountsOf(row?.id ?? "")).toEqual(["github"]);

    const again = await signInWith("github", email);
    expect((await sessionUser(again.cookie))?.id).toBe(row?.id);
  });
});

describe("signing in from a Chinese page", () => {
  it("comes back to /auth/callback?lang=zh and goes home to /zh/ with the notice", async () => {
    const email = "tu.youyou@example.com";
    const first = await signInWith("google", email, "zh");
    expect(first.landing.searchParams.get("lang")).toBe("zh");
    expect(first.destination).toBe("/zh/?success=auth_success");
    expect(await sessionUser(first.cookie)).toMatchObject({ email });
  });

  it("goes home to /zh/ with ?error=auth_failed when the visitor cancels at the provider", async () => {
    const denied = await signInWith("github", "denied.person@example.com", "zh");
    expect(denied.landing.searchParams.get("error")).toBe("access_denied");
    expect(denied.landing.searchParams.get("lang")).toBe("zh");
    expect(denied.destination).toBe("/zh/?error=auth_failed");
  });

  it("refuses in Chinese", async () => {
    const inChinese = <T>(answer: () => T) => inLocale("zh", answer);
    expect(await inChinese(() => startSocialSignIn(env, ORIGIN, visitor("203.0.113.12"), "myspace"))).toEqual(
      {
        ok: false,
        status: 400,
        message: "请选择用 Google 还是 GitHub 登录。",
      },
    );
    const withoutGithub = { ...env, GITHUB_CLIENT_ID: undefined, GITHUB_CLIENT_SECRET: undefined };
    expect(
      await inChinese(() =>
        startSocialSignIn(
          withoutGithub as unknown as Cloudflare.Env,
          ORIGIN,
          visitor("203.0.113.12"),
          "github",
        ),
      ),
    ).toEqual({ ok: false, status: 404, message: "本站暂不支持用 GitHub 登录。" });
    const forged = new Request(`${ORIGIN}/zh/sign-in`, {
      method: "POST",
      headers: { origin: "https://evil.example", "cf-connecting-ip": "203.0.113.13", cookie: "wyr_voter=x" },
    });
    expect(await inChinese(() => startSocialSignIn(env, ORIGIN, forged, "google"))).toMatchObject({
      ok: false,
      status: 403,
      message: "第三方账号登录失败，请再试一次。",
    });
  });
});

describe("starting a social sign-in", () => {
  it("refuses an unknown provider and one the site has no client id for, with a sentence", async () => {
    expect(await startSocialSignIn(env, ORIGIN, visitor("203.0.113.10"), "myspace")).toEqual({
      ok: false,
      status: 400,
      message: "Choose Google or GitHub to sign in with.",
    });
    const noClients = { ...env, GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "", GITHUB_CLIENT_ID: undefined };
    const withoutGoogle = { ...noClients, GITHUB_CLIENT_SECRET: undefined } as unknown as Cloudflare.Env;
    expect(await startSocialSignIn(withoutGoogle, ORIGIN, visitor("203.0.113.10"), "google")).toEqual({
      ok: false,
      status: 404,
      message: "Sign-in with Google is not available on this site.",
    });
    // better-auth itself knows no such provider then.
    const direct = await callAuth(withoutGoogle, ORIGIN, visitor("203.0.113.10"), "/sign-in/social", {
      provider: "google",
    });
    expect(direct).toMatchObject({ ok: false, status: 404 });
  });

  it("refuses a post from another site (better-auth's origin check), with the social-login failure message", async () => {
    const forged = new Request(`${ORIGIN}/sign-in`, {
      method: "POST",
      headers: { origin: "https://evil.example", "cf-connecting-ip": "203.0.113.11", cookie: "wyr_voter=x" },
    });
    expect(await startSocialSignIn(env, ORIGIN, forged, "google")).toMatchObject({
      ok: false,
      status: 403,
      message: "Social login failed. Please try again.",
    });
  });

  it("turns half a client id/secret pair into a clear configuration error", () => {
    const half = { ...env, GITHUB_CLIENT_SECRET: "" } as Cloudflare.Env;
    expect(() => readConfig(half)).toThrow(
      "Invalid configuration: GITHUB_CLIENT_ID is set but GITHUB_CLIENT_SECRET is not: set both to turn the sign-in on, or neither to leave it off.",
    );
  });
});

describe("coming back to the page the sign-in started on", () => {
  it("lands on that path, query and fragment kept, in its language", async () => {
    const here = await signInWith(
      "google",
      "ida.wells@example.com",
      "en",
      "/question/a-b?sort=new#discussion",
    );
    expect(here.landing.searchParams.get("returnTo")).toBe("/question/a-b?sort=new#discussion");
    expect(here.destination).toBe("/question/a-b?sort=new#discussion");
    const zh = await signInWith("github", "ida.wells@example.com", "zh", "/zh/question/a-b#discussion");
    expect(zh.destination).toBe("/zh/question/a-b#discussion");
  });

  it("goes home with the notice for home, another site, or a failed sign-in", async () => {
    for (const returnTo of ["/", "https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const back = await signInWith("google", "ida.wells@example.com", "en", returnTo);
      expect(back.landing.searchParams.has("returnTo")).toBe(false);
      expect(back.destination).toBe("/?success=auth_success");
    }
    const denied = await signInWith("google", "denied.person@example.com", "en", "/question/a-b");
    expect(denied.destination).toBe("/?error=auth_failed");
  });
});

describe("the /auth/callback decision", () => {
  const at = (query: string, cookie?: string) =>
    new Request(`${ORIGIN}/auth/callback${query}`, { headers: cookie ? { cookie } : {} });

  it("sends a visitor without a session home, and any error home with auth_failed", async () => {
    expect(await callbackDestination(env, ORIGIN, at(""))).toBe("/");
    expect(await callbackDestination(env, ORIGIN, at("?error=state_not_found"))).toBe("/?error=auth_failed");
  });

  it("goes home in the language the sign-in started in, and in English for an unknown one", async () => {
    expect(await callbackDestination(env, ORIGIN, at("?lang=zh"))).toBe("/zh/");
    expect(await callbackDestination(env, ORIGIN, at("?lang=zh&error=state_not_found"))).toBe(
      "/zh/?error=auth_failed",
    );
    expect(await callbackDestination(env, ORIGIN, at("?error=state_mismatch&lang=fr"))).toBe(
      "/?error=auth_failed",
    );
  });

  it("follows only a returnTo of ours, and only once signed in", async () => {
    const { cookie } = await signInWith("google", "ida.wells@example.com");
    const back = (returnTo: string, withSession = cookie) =>
      callbackDestination(env, ORIGIN, at(`?returnTo=${encodeURIComponent(returnTo)}`, withSession));
    expect(await back("/about#top")).toBe("/about#top");
    expect(await back("//evil.example")).toBe("/?success=auth_success");
    expect(await back("https://evil.example/")).toBe("/?success=auth_success");
    expect(await back("/about", "")).toBe("/");
  });

  it("answers /?error=unexpected when the session cannot be read", async () => {
    const { cookie } = await signInWith("google", "ada.byron@example.com");
    const broken = { ...env, DB: undefined } as unknown as Cloudflare.Env;
    expect(await callbackDestination(broken, ORIGIN, at("", cookie))).toBe("/?error=unexpected");
  });
});
