import { z } from "zod";

/** How the site sends e-mail, chosen once from the environment (see README, "E-mail"). */
export type MailSetup =
  | { kind: "mailbox" }
  | { kind: "send_email"; from: string; binding: SendEmail }
  | { kind: "http"; from: string; url: string; apiKey: string }
  | { kind: "none" };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

// wrangler.toml [vars] can only blank a setting, not remove it: a blank one is an unset one.
const unsetIfBlank = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const mailFrom = z.preprocess(
  unsetIfBlank,
  z
    .email({
      error: (issue) =>
        `MAIL_FROM must be one e-mail address, like noreply@example.com (got "${issue.input}").`,
    })
    .optional(),
);

/** https only: the key travels with every request. Plain http is allowed for a provider on this machine. */
const mailApiUrl = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const url = URL.canParse(value) ? new URL(value) : undefined;
      const secure = url?.protocol === "https:" || (url?.protocol === "http:" && LOOPBACK.has(url.hostname));
      if (!url || !secure) {
        ctx.issues.push({
          code: "custom",
          input: value,
          // Not echoed: it is set as a secret, and some providers put a key in the address.
          message:
            "MAIL_API_URL must be the provider's https address for sending mail, like https://mail-provider.example/emails.",
        });
        return z.NEVER;
      }
      return url.href;
    }),
);

const mailApiKey = z.preprocess(unsetIfBlank, z.string().optional());

const sendEmailBinding = z
  .custom<SendEmail>((value) => typeof (value as { send?: unknown } | null)?.send === "function", {
    error: "SEND_EMAIL must be a send_email binding ([[send_email]] in wrangler.toml), not a variable.",
  })
  .optional();

const mailSettings = z
  .object({
    MAIL_FROM: mailFrom,
    MAIL_API_URL: mailApiUrl,
    MAIL_API_KEY: mailApiKey,
    SEND_EMAIL: sendEmailBinding,
  })
  .transform((settings, ctx): Exclude<MailSetup, { kind: "mailbox" }> => {
    const fail = (message: string) => {
      ctx.issues.push({ code: "custom", input: settings, message });
      return z.NEVER;
    };
    const { MAIL_FROM: from, MAIL_API_URL: url, MAIL_API_KEY: apiKey, SEND_EMAIL: binding } = settings;
    if (url && !apiKey)
      return fail("MAIL_API_URL is set but MAIL_API_KEY is not (`wrangler secret put MAIL_API_KEY`).");
    if (apiKey && !url)
      return fail("MAIL_API_KEY is set but MAIL_API_URL is not: set the provider's address too.");
    if (url && binding)
      return fail("Both a SEND_EMAIL binding and MAIL_API_URL are set: keep one way of sending e-mail.");
    if ((url || binding) && !from)
      return fail(
        "MAIL_FROM is not set: sending e-mail needs the sender address, on a domain set up with the provider.",
      );
    if (binding && from) return { kind: "send_email", from, binding };
    if (url && apiKey && from) return { kind: "http", from, url, apiKey };
    return { kind: "none" };
  });

/**
 * The one way this worker sends e-mail. Settings that are present are checked even when the mailbox
 * wins, so a half-configured provider fails on the first local run rather than after deploying.
 */
export function readMailSetup(env: object, mailbox: boolean): MailSetup {
  const parsed = mailSettings.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues[0]?.message}`);
  return mailbox ? { kind: "mailbox" } : parsed.data;
}
