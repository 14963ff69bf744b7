import type { Mail, MailSender } from "./sender";

/**
 * Cloudflare Email Service through a `send_email` binding. Its structured form builds the MIME
 * message for us; the binding rejects a sender outside the onboarded domain, and that error surfaces.
 */
export function cloudflareMailSender({ binding, from }: { binding: SendEmail; from: string }): MailSender {
  return {
    async send(mail: Mail) {
      await binding.send({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
