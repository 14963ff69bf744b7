import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { bulkIdsSchema, editSchema, rejectionSchema } from "#domain/moderation-rules.ts";
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
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

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
        return done("Published: it now shows in lists and search, and takes votes.", id);
      case "edit-approve":
        await approveWithEdits(
          app,
          actor,
          parseForm(questionIdSchema, form.id),
          parseForm(editSchema, form),
          now,
        );
        return done("Saved your edits and published it.", id);
      case "reject":
        await rejectSubmissions(
          app,
          actor,
          [parseForm(questionIdSchema, form.id)],
          parseForm(rejectionSchema, form),
          now,
        );
        return done("Rejected. The submitter will see your reason.", id);
      case "bulk-approve": {
        const ids = parseForm(bulkIdsSchema, form.ids);
        const n = await approveSubmissions(app, actor, ids, now);
        return done(`Published ${plural(n, "question")}${skipped(ids.length - n)}.`);
      }
      case "bulk-reject": {
        const ids = parseForm(bulkIdsSchema, form.ids);
        const n = await rejectSubmissions(app, actor, ids, parseForm(rejectionSchema, form), now);
        return done(`Rejected ${plural(n, "question")}${skipped(ids.length - n)}.`);
      }
      default:
        return refused("This form is not one of the moderation queue's.", 400);
    }
  });
}

const skipped = (n: number) => (n > 0 ? ` (${plural(n, "other")} had already been reviewed)` : "");
