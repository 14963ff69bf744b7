import { m } from "#domain/paraglide/messages.js";
import type { Moderator } from "#worker/accounts/roles.ts";
import { inboxMessages, setMessageHandled, unhandledCount } from "#worker/db/contact.ts";
import type { AppContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { logIfChanged, prepared } from "#worker/services/moderation/queue-rows.ts";

const INBOX_PAGE = 100;

/** The contact inbox, unread first, with how many wait. */
export async function contactInbox(ctx: AppContext) {
  const [messages, [waiting]] = await ctx.db.batch([
    inboxMessages(ctx.db, INBOX_PAGE),
    unhandledCount(ctx.db),
  ]);
  return {
    waiting: waiting?.n ?? 0,
    messages: messages.map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
      handledAt: message.handledAt?.toISOString() ?? null,
    })),
  };
}

/** Marks a message handled or back to waiting, logged like every moderator action. */
export async function markMessage(
  ctx: AppContext,
  actor: Moderator,
  id: number,
  handled: boolean,
  now: Date,
) {
  const [changed] = await ctx.db.$client.batch<{ id: number }>([
    prepared(ctx.db, setMessageHandled(ctx.db, id, handled ? now : null)),
    logIfChanged(
      ctx.db,
      actor,
      {
        action: handled ? "mark-handled" : "mark-unhandled",
        contactMessageId: id,
        before: { handled: !handled },
        after: { handled },
      },
      now,
    ),
  ]);
  if (!changed?.results.length)
    throw new ServiceError(
      409,
      handled ? m.moderation_error_message_handled() : m.moderation_error_message_waiting(),
    );
}
