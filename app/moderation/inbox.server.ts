import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { m } from "#domain/paraglide/messages.js";
import { z } from "#domain/zod.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { contactInbox, markMessage } from "#worker/services/moderation/inbox.ts";
import { answering, done, parseForm, refused } from "./answer.server";
import { currentModerator } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const loadInbox = (context: Context) => contactInbox(requestContext(context).app);

const notANumber = () => m.moderation_error_not_message_number();
const messageId = z.coerce
  .number({ error: notANumber })
  .int({ error: notANumber })
  .positive({ error: notANumber });

export async function inboxAction(request: Request, context: Context) {
  const form = await readTextForm(request, ["intent", "id"]);
  const { app } = requestContext(context);
  const id = form.id || undefined;
  return answering(id, async () => {
    if (form.intent !== "handled" && form.intent !== "unhandled") {
      return refused(m.moderation_error_not_inbox_form(), 400);
    }
    const handled = form.intent === "handled";
    await markMessage(app, currentModerator(context), parseForm(messageId, form.id), handled, new Date());
    return done(handled ? m.moderation_marked_handled() : m.moderation_marked_unread(), id);
  });
}
