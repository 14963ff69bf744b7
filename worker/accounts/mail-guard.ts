import { m } from "#domain/paraglide/messages.js";
import type { Config } from "#worker/config.ts";

/** better-auth's endpoints that send e-mail: sign-up (its confirmation), resets and re-sends. */
const SENDS_MAIL = ["/sign-up/email", "/request-password-reset", "/send-verification-email"];

/** Why nothing was sent, in the request's language (a message: call it while answering). */
export const MAIL_UNAVAILABLE = m.account_mail_unavailable;

/**
 * A 503 before anything is written when the request would send e-mail and the site has no way to
 * send it: otherwise the account would be created and its confirmation lost for good.
 */
export function refuseWithoutMail(config: Pick<Config, "mail">, path: string): Response | undefined {
  if (config.mail.kind !== "none" || !SENDS_MAIL.some((endpoint) => path.endsWith(endpoint)))
    return undefined;
  return Response.json({ message: MAIL_UNAVAILABLE(), code: "MAIL_UNAVAILABLE" }, { status: 503 });
}
