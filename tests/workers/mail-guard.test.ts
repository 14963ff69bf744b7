import { describe, expect, it } from "vitest";
import { MAIL_UNAVAILABLE, refuseWithoutMail } from "#worker/accounts/mail-guard.ts";
import type { Config } from "#worker/config.ts";

const config = (mailbox: boolean): Pick<Config, "mail"> => ({ mail: { kind: mailbox ? "mailbox" : "none" } });

describe("accounts without a way to send e-mail", () => {
  it("refuse what would send mail with a 503 and a sentence, before better-auth writes anything", async () => {
    for (const path of ["/api/auth/sign-up/email", "/request-password-reset", "/send-verification-email"]) {
      const refused = refuseWithoutMail(config(false), path);
      expect(refused?.status, path).toBe(503);
      expect(await refused?.json()).toMatchObject({ message: MAIL_UNAVAILABLE() });
    }
  });

  it("let everything else through, and everything once mail can be sent", () => {
    expect(refuseWithoutMail(config(false), "/api/auth/sign-in/email")).toBeUndefined();
    expect(refuseWithoutMail(config(false), "/api/auth/get-session")).toBeUndefined();
    expect(refuseWithoutMail(config(true), "/api/auth/sign-up/email")).toBeUndefined();
  });
});
