import { desc } from "drizzle-orm";
import type { Database } from "#worker/db/client.ts";
import { devMail } from "#worker/db/schema.ts";
import type { Mail, MailSender } from "./sender";

/** Development only (MAILBOX=on): each message is a row, shown at /dev/mailbox. */
export function devMailbox(db: Database): MailSender {
  return {
    async send(mail: Mail) {
      await db.insert(devMail).values({ ...mail, createdAt: new Date() });
    },
  };
}

/** The newest messages first; the mailbox is a developer's tool, so a page of them is enough. */
export function latestMail(db: Database, limit = 50) {
  return db.select().from(devMail).orderBy(desc(devMail.id)).limit(limit);
}
