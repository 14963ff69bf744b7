import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ContactResult, handleContactForm } from "#app/routes/pages/contact.server.ts";
import {
  checkHuman,
  HUMAN_CHECK_FAILED,
  HUMAN_CHECK_NEEDED,
  TURNSTILE_FIELD,
} from "#worker/limits/turnstile.ts";
import { distinctQuestionText } from "../shared/distinct-question";
import {
  ALWAYS_PASSES_SECRET,
  actionlessToken,
  passingToken,
  TEST_TURNSTILE,
} from "../turnstile-mock/siteverify";
import { count, formPost, freshIp, roomInWindow, runAction } from "./limit-helpers";

// Turnstile is on in the workers tests (vitest.workers.config.ts) and its siteverify is a stand-in
// (tests/turnstile-mock/siteverify.ts) that passes a token once, for its form, when the worker sent
// the secret, the visitor's address and an idempotency key.

const messages = () => count("select count(*) as n from contact_messages");
const contact = (ip: string, token?: string) =>
  runAction<ContactResult>(
    formPost("/contact", ip, {
      name: "Kim",
      email: "kim@example.com",
      subject: "general",
      message: "Hello there, a message.",
      ...(token !== undefined && { [TURNSTILE_FIELD]: token }),
    }),
    handleContactForm,
  );

/** An address that has just been refused by the contact limit. */
async function trippedIp() {
  await roomInWindow(5);
  const ip = freshIp();
  for (let i = 0; i < 10; i++) expect((await contact(ip)).data.sent).toBe(true);
  const refused = await contact(ip);
  expect(refused.status).toBe(429);
  // The refused form already shows the widget for the next try.
  expect(refused.data.turnstileSiteKey).toBe(TEST_TURNSTILE.siteKey);
  return ip;
}

describe("Turnstile on the contact form", () => {
  it("is never asked for before a client trips a limit", async () => {
    const answer = await contact(freshIp());
    expect(answer.data).toMatchObject({ sent: true });
    expect(answer.data.turnstileSiteKey).toBeUndefined();
  });

  it("is required after a trip: none or a bad token is refused unwritten, a valid one goes through", async () => {
    const ip = await trippedIp();
    const before = await messages();

    const without = await contact(ip);
    expect(without.status).toBe(403);
    expect(without.data).toMatchObject({
      formError: HUMAN_CHECK_NEEDED(),
      turnstileSiteKey: TEST_TURNSTILE.siteKey,
    });
    const bad = await contact(ip, "forged-token");
    expect(bad.status).toBe(403);
    expect(bad.data).toMatchObject({
      formError: HUMAN_CHECK_FAILED(),
      turnstileSiteKey: TEST_TURNSTILE.siteKey,
    });
    // A token solved for another form does not count here.
    expect((await contact(ip, passingToken("submit"))).status).toBe(403);
    expect(await messages()).toBe(before);

    // A person who passes the check gets past the busy address's limit.
    const token = passingToken("contact");
    expect((await contact(ip, token)).data).toMatchObject({ sent: true });
    expect(await messages()).toBe(before + 1);
    // Each token works once.
    expect((await contact(ip, token)).status).toBe(403);
    expect(await messages()).toBe(before + 1);
  });
});

describe("Turnstile on the API", () => {
  const submit = (ip: string, n: number, token?: string) =>
    SELF.fetch("https://wyr.example/api/questions", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": ip,
        ...(token && { [TURNSTILE_FIELD]: token }),
      },
      body: JSON.stringify({
        questionText: distinctQuestionText(),
        optionA: `Pass ${n}`,
        optionB: `Fail ${n}`,
        category: "Funny",
      }),
    });

  it("takes the token in a header once a client has tripped the submissions limit", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(10);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await submit(ip, i)).status).toBe(201);
    const refused = await submit(ip, 30);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ turnstileSiteKey: TEST_TURNSTILE.siteKey });
    expect((await submit(ip, 31, "forged")).status).toBe(403);
    expect((await submit(ip, 32, passingToken("submit"))).status).toBe(201);
  });
});

describe("the form a Turnstile answer names", () => {
  const request = () =>
    new Request("https://wyr.example/contact", { headers: { "cf-connecting-ip": freshIp() } });

  it("must be the form's own: an answer naming no form is refused", async () => {
    expect(await checkHuman(env, request(), passingToken("contact"), "contact")).toEqual({
      ok: true,
      verified: true,
    });
    const refused = await checkHuman(env, request(), actionlessToken(), "contact");
    expect(refused).toMatchObject({ ok: false, status: 403, message: HUMAN_CHECK_FAILED() });
  });

  it("may be missing only with Cloudflare's test secret, so local runs with the test keys work", async () => {
    const withTestKeys = { ...env, TURNSTILE_SECRET_KEY: ALWAYS_PASSES_SECRET };
    expect(await checkHuman(withTestKeys, request(), "any-widget-token", "contact")).toEqual({
      ok: true,
      verified: true,
    });
  });
});
