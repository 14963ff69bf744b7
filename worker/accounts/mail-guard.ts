import type { Config } from "#worker/config.ts";

/** better-auth's endpoints that send e-mail: sign-up (its confirmation), resets and re-sends. */
const SENDS_MAIL = ["/sign-up/email", "/request-password-reset", "/send-verification-email"];

export const MAIL_UNAVAILABLE =
  "Accounts need e-mail, which this site has not set up yet. Please try again later.";

/**
 * A 503 before anything is written when the request would send e-mail and the site has no way to
 * send it: otherwise the account would be created and its confirmation lost for good.
 */
export function refuseWithoutMail(config: Pick<Config, "mail">, path: string): Response | undefined {
  if (config.mail.kind !== "none" || !SENDS_MAIL.some((endpoint) => path.endsWith(endpoint)))
    return undefined;
  return Response.json({ message: MAIL_UNAVAILABLE, code: "MAIL_UNAVAILABLE" }, { status: 503 });
}
