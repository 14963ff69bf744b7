import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { editSchema, rejectionSchema } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import { questionIdSchema } from "#domain/schemas.ts";
import { listCategories } from "#worker/services/categories.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { reportDecisions, reportedQuestions } from "#worker/services/moderation/reported.ts";
import { answering, done, parseForm, refused } from "./answer.server";
import { currentModerator } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export async function loadReports(context: Context) {
  const { app } = requestContext(context);
  const [reports, categories] = await Promise.all([reportedQuestions(app), listCategories(app)]);
  return { ...reports, categories: categories.map((c) => c.name) };
}

const FIELDS = ["intent", "id", "questionText", "optionA", "optionB", "category", "reason", "note"] as const;

/** Keep, hide, edit, remove or restore one question; each answers the reports open on it. */
export async function reportsAction(request: Request, context: Context) {
  const form = await readTextForm(request, FIELDS);
  const { app } = requestContext(context);
  const actor = currentModerator(context);
  const now = new Date();
  const id = form.id || undefined;
  return answering(id, async () => {
    const questionId = () => parseForm(questionIdSchema, form.id);
    switch (form.intent) {
      case "keep":
        await reportDecisions.keep(app, actor, questionId(), now);
        return done(m.moderation_kept(), id);
      case "hide":
        await reportDecisions.hide(app, actor, questionId(), now);
        return done(m.moderation_hidden_done(), id);
      case "restore":
        await reportDecisions.restore(app, actor, questionId(), now);
        return done(m.moderation_restored(), id);
      case "edit":
        await reportDecisions.edit(app, actor, questionId(), parseForm(editSchema, form), now);
        return done(m.moderation_edits_saved_live(), id);
      case "remove":
        await reportDecisions.remove(app, actor, questionId(), parseForm(rejectionSchema, form), now);
        return done(m.moderation_removed(), id);
      default:
        return refused(m.moderation_error_not_reports_form(), 400);
    }
  });
}
