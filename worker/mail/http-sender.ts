import type { Mail, MailSender } from "./sender";

/** A provider that hangs must not hold a sign-up open: the visitor gets an answer well within this. */
const TIMEOUT_MS = 10_000;

/**
 * An HTTP mail provider configured by secrets: one JSON POST in the shape most of them accept
 * (`{ from, to, subject, text }` with a bearer key, as Resend's send endpoint takes it).
 */
export function httpMailSender({
  url,
  apiKey,
  from,
}: {
  url: string;
  apiKey: string;
  from: string;
}): MailSender {
  return {
    async send(mail: Mail) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ from, to: mail.to, subject: mail.subject, text: mail.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The provider's own words say what went wrong (an unverified domain, a bad key); the key is never in them.
      const answer = (await response.text()).slice(0, 300);
      if (!response.ok) throw new Error(`The mail provider answered ${response.status}: ${answer}`);
    },
  };
}
