import { env } from "cloudflare:test";
import { describe, expect, inject, it, vi } from "vitest";
import { callAuth } from "#worker/accounts/calls.ts";
import { MAIL_UNAVAILABLE, refuseWithoutMail } from "#worker/accounts/mail-guard.ts";
import { readConfig } from "#worker/config.ts";
import { createDb } from "#worker/db/client.ts";
import { chooseSender } from "#worker/mail/choose-sender.ts";
import { ORIGIN, visitor } from "./auth-helpers";
import type {} from "./provided-context";

const provider = inject("mailProvider");
const FROM = "noreply@wyr.example";
const mail = (subject: string) => ({ to: "reader@example.com", subject, text: "Open https://wyr.example/x" });

/** The secrets every configuration needs, plus the e-mail settings under test. */
const settings = (mailSettings: Record<string, unknown>) =>
  ({
    VOTER_SECRET: env.VOTER_SECRET,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
    MAILBOX: "off",
    ...mailSettings,
  }) as unknown as Cloudflare.Env;

const httpSettings = (path = "/emails", key = provider.key) => ({
  MAIL_API_URL: `${provider.url}${path}`,
  MAIL_API_KEY: key,
  MAIL_FROM: FROM,
});

type Received = { path: string; authorization?: string; contentType?: string; body: string };
const received = async (): Promise<Received[]> => (await fetch(`${provider.url}/received`)).json();
const senderFor = (mailSettings: Record<string, unknown>) =>
  chooseSender(readConfig(settings(mailSettings)).mail, createDb(env.DB));

describe("the HTTP mail provider", () => {
  it("gets one JSON post with the bearer key, the sender and the message", async () => {
    await senderFor(httpSettings()).send(mail("Posted as JSON"));
    const request = (await received()).find((r) => r.body.includes("Posted as JSON"));
    expect(request).toMatchObject({
      path: "/emails",
      authorization: `Bearer ${provider.key}`,
      contentType: "application/json",
    });
    expect(JSON.parse(request?.body ?? "")).toEqual({ from: FROM, ...mail("Posted as JSON") });
  });

  it("turns a refusal into an error with the status and the provider's words, never the key", async () => {
    await expect(senderFor(httpSettings("/unverified/emails")).send(mail("Refused"))).rejects.toThrow(
      /^The mail provider answered 422: .*domain is not verified/,
    );
    const wrongKey = senderFor(httpSettings("/emails", "wrong-key-0123456789"));
    const error = await wrongKey.send(mail("Wrong key")).catch((e: Error) => e);
    expect(String(error)).toMatch(/answered 401/);
    expect(String(error)).not.toContain("wrong-key");
  });

  it("carries a sign-up's confirmation link from better-auth", async () => {
    const withProvider = { ...env, ...settings(httpSettings()) };
    const email = "provider-signup@example.com";
    const signUp = { name: "Ada", email, password: "analytical" };
    const result = await callAuth(withProvider, ORIGIN, visitor("203.0.113.40"), "/sign-up/email", signUp);
    expect(result).toMatchObject({ ok: true });
    const sent = (await received()).map((r) => JSON.parse(r.body)).find((body) => body.to === email);
    expect(sent).toMatchObject({ from: FROM, subject: "Confirm your Would You Rather account" });
    expect(sent.text).toContain(`${ORIGIN}/auth/confirm?token=`);
  });

  it("lets better-auth log a provider failure, without the key, and answer as usual", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { ...env, ...settings(httpSettings("/emails", "wrong-key-0123456789")) };
    const signUp = { name: "Ada", email: "provider-fails@example.com", password: "analytical" };
    const result = await callAuth(failing, ORIGIN, visitor("203.0.113.41"), "/sign-up/email", signUp);
    // better-auth runs the send as a background task: the answer never depends on the provider.
    expect(result).toMatchObject({ ok: true });
    const text = logged.mock.calls.flat().map(String).join("\n");
    logged.mockRestore();
    expect(text).toContain("The mail provider answered 401");
    expect(text).not.toContain("wrong-key");
  });
});

describe("Cloudflare's send_email binding (miniflare's local emulation)", () => {
  it("takes the message from MAIL_FROM", async () => {
    const sender = senderFor({ SEND_EMAIL: env.TEST_SEND_EMAIL, MAIL_FROM: FROM });
    await expect(sender.send(mail("Through the binding"))).resolves.toBeUndefined();
  });

  it("surfaces the binding's refusal of a sender it does not allow", async () => {
    const sender = senderFor({ SEND_EMAIL: env.TEST_SEND_EMAIL, MAIL_FROM: "someone@elsewhere.example" });
    await expect(sender.send(mail("Not allowed"))).rejects.toThrow(
      "email from someone@elsewhere.example not allowed",
    );
  });
});

describe("choosing the sender", () => {
  const binding = { SEND_EMAIL: env.TEST_SEND_EMAIL, MAIL_FROM: FROM };
  const kindOf = (mailSettings: Record<string, unknown>) => readConfig(settings(mailSettings)).mail.kind;

  it("takes the mailbox when MAILBOX=on, else the one provider configured, else none", () => {
    expect(kindOf({ MAILBOX: "on", ...binding })).toBe("mailbox");
    expect(kindOf(binding)).toBe("send_email");
    expect(kindOf(httpSettings())).toBe("http");
    expect(kindOf({})).toBe("none");
    // wrangler.toml [vars] can only blank a setting.
    expect(kindOf({ MAIL_FROM: "", MAIL_API_URL: " ", MAIL_API_KEY: "" })).toBe("none");
  });

  it("refuses mail-sending endpoints with a 503 only when there is no sender", async () => {
    const signUp = "/api/auth/sign-up/email";
    for (const mailSettings of [{ MAILBOX: "on" }, binding, httpSettings()])
      expect(refuseWithoutMail(readConfig(settings(mailSettings)), signUp)).toBeUndefined();
    const refused = refuseWithoutMail(readConfig(settings({})), signUp);
    expect(refused?.status).toBe(503);
    expect(await refused?.json()).toMatchObject({ message: MAIL_UNAVAILABLE() });
  });

  it("says what is wrong with the e-mail settings", () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { MAIL_API_URL: `${provider.url}/emails`, MAIL_FROM: FROM },
        "MAIL_API_URL is set but MAIL_API_KEY is not",
      ],
      [{ MAIL_API_KEY: "key", MAIL_FROM: FROM }, "MAIL_API_KEY is set but MAIL_API_URL is not"],
      [
        { ...httpSettings(), MAIL_API_URL: "http://mail-provider.example/emails" },
        "MAIL_API_URL must be the provider's https address",
      ],
      [
        { ...httpSettings(), MAIL_API_URL: "not a url" },
        "MAIL_API_URL must be the provider's https address for sending mail, like https://mail-provider.example/emails.",
      ],
      [
        { ...httpSettings(), MAIL_FROM: "noreply" },
        'MAIL_FROM must be one e-mail address, like noreply@example.com (got "noreply")',
      ],
      [{ ...httpSettings(), MAIL_FROM: undefined }, "MAIL_FROM is not set"],
      [{ SEND_EMAIL: env.TEST_SEND_EMAIL }, "MAIL_FROM is not set"],
      [{ ...binding, ...httpSettings() }, "Both a SEND_EMAIL binding and MAIL_API_URL are set"],
      [{ SEND_EMAIL: "yes", MAIL_FROM: FROM }, "SEND_EMAIL must be a send_email binding"],
      // Checked even while the mailbox is what sends: a half-set provider shows up on the first local run.
      [{ MAILBOX: "on", MAIL_API_KEY: "key" }, "MAIL_API_KEY is set but MAIL_API_URL is not"],
    ];
    for (const [mailSettings, message] of cases)
      expect(() => readConfig(settings(mailSettings)), message).toThrow(`Invalid configuration: ${message}`);
  });
});
