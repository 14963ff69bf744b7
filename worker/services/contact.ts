import type { ContactMessage } from "#domain/contact-schema.ts";
import { insertContactMessage } from "#worker/db/contact.ts";
import type { AppContext } from "./context";

/**
 * Keeps a visitor's message for the team to answer. The caller has already parsed it with the
 * shared contact schema, so the values are trimmed and within their limits.
 */
export async function sendContactMessage(ctx: AppContext, message: ContactMessage, now = new Date()) {
  const id = await insertContactMessage(ctx.db, {
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: now,
  });
  return { id };
}
