import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { bulkIdsSchema, editSchema, rejectionSchema } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import { questionIdSchema } from "#domain/schemas.ts";
import { listCategories } from "#worker/services/categories.ts";
import { readTextFormWithList } from "#worker/services/forms.ts";
import {
  approveSubmissions,
  approveWithEdits,
  rejectSubmissions,
  reviewQueue,
} from "#worker/services/moderation/queue.ts";
import { answering, done, parseForm, refused } from "./answer.server";
import { currentModerator } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const QUEUE_INTENTS = ["approve", "edit-approve", "reject", "bulk-approve", "bulk-reject"] as const;

export async function loadQueue(context: Context) {
  const { app } = requestContext(context);
  const [queue, categories] = await Promise.all([reviewQueue(app, new Date()), listCategories(app)]);
  return { ...queue, categories: categories.map((c) => c.name) };
}

const FIELDS = ["intent", "id", "questionText", "optionA", "optionB", "category", "reason", "note"] as const;

/** Every form of the queue posts here; the guard has already refused anyone but moderators. */
export async function queueAction(request: Request, context: Context) {
  const form = await readTextFormWithList(request, FIELDS, "ids");
  const { app } = requestContext(context);
  const actor = currentModerator(context);
  const now = new Date();
  const id = form.id || undefined;
  return answering(id, async () => {
    switch (form.intent) {
      case "approve":
        await approveSubmissions(app, actor, [parseForm(questionIdSchema, form.id)], now);
        return done(m.moderation_published(), id);
      case "edit-approve":
        await approveWithEdits(
          app,
          actor,
          parseForm(questionIdSchema, form.id),
          parseForm(editSchema, form),
          now,
        );
        return done(m.moderation_edited_and_published(), id);
      case "reject":
        await rejectSubmissions(
          app,
          actor,
          [parseForm(questionIdSchema, form.id)],
          parseForm(rejectionSchema, form),
          now,
        );
        return done(m.moderation_rejected(), id);
      case "bulk-approve": {
        const ids = parseForm(bulkIdsSchema, form.ids);
        const n = await approveSubmissions(app, actor, ids, now);
        const message = n === 1 ? m.moderation_bulk_published_one : m.moderation_bulk_published_many;
        return done(message({ count: n, skipped: skipped(ids.length - n) }));
      }
      case "bulk-reject": {
        const ids = parseForm(bulkIdsSchema, form.ids);
        const n = await rejectSubmissions(app, actor, ids, parseForm(rejectionSchema, form), now);
        const message = n === 1 ? m.moderation_bulk_rejected_one : m.moderation_bulk_rejected_many;
        return done(message({ count: n, skipped: skipped(ids.length - n) }));
      }
      default:
        return refused(m.moderation_error_not_queue_form(), 400);
    }
  });
}

/** After a bulk decision, how many of the chosen had been decided already (nothing when none). */
function skipped(n: number): string {
  if (n === 0) return "";
  return n === 1 ? m.moderation_bulk_skipped_one({ count: n }) : m.moderation_bulk_skipped_many({ count: n });
}
