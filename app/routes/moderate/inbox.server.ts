import type { RouterContextProvider } from "react-router";
import { contactInbox, markMessage } from "../../../worker/services/moderation/inbox";
import { requestContext } from "../../context.server";
import { z } from "../../lib/zod";
import { readTextForm } from "../read-form.server";
import { answering, done, parseForm, refused } from "./answer.server";
import { currentModerator } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const loadInbox = (context: Context) => contactInbox(requestContext(context).app);

const messageId = z.coerce
  .number({ error: "That is not a message number." })
  .int("That is not a message number.")
  .positive("That is not a message number.");

export async function inboxAction(request: Request, context: Context) {
  const form = await readTextForm(request, ["intent", "id"]);
  const { app } = requestContext(context);
  const id = form.id || undefined;
  return answering(id, async () => {
    if (form.intent !== "handled" && form.intent !== "unhandled") {
      return refused("This form is not one of the inbox's.", 400);
    }
    const handled = form.intent === "handled";
    await markMessage(app, currentModerator(context), parseForm(messageId, form.id), handled, new Date());
    return done(handled ? "Marked handled." : "Back in the unread messages.", id);
  });
}
