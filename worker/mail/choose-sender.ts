import type { Database } from "#worker/db/client.ts";
import { cloudflareMailSender } from "./cloudflare-sender";
import { devMailbox } from "./dev-mailbox";
import { httpMailSender } from "./http-sender";
import type { MailSetup } from "./mail-config";
import { type MailSender, noMailSender } from "./sender";

/** The sender the configuration chose (worker/mail/mail-config.ts decides which, once). */
export function chooseSender(setup: MailSetup, db: Database): MailSender {
  switch (setup.kind) {
    case "mailbox":
      return devMailbox(db);
    case "send_email":
      return cloudflareMailSender(setup);
    case "http":
      return httpMailSender(setup);
    case "none":
      return noMailSender;
  }
}
