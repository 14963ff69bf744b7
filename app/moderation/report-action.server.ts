import { env } from "cloudflare:workers";
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import type { ReportActionData } from "#app/lib/intents.ts";
import { m } from "#domain/paraglide/messages.js";
import { reportSchema } from "#domain/report-schema.ts";
import { fieldErrors, firstMessage, questionIdSchema } from "#domain/schemas.ts";
import { checkLimit, reportsLimit, retryHeaders } from "#worker/services/limits.ts";
import { reportQuestion } from "#worker/services/moderation/reports.ts";

// Reporting from a page: the question page's dialog (intent "report") and the report page, which
// works without JavaScript, both end here, so they answer the same sentences as the API.

export const REPORT_FIELDS = ["questionId", "reason", "note"] as const;
export type ReportForm = Record<(typeof REPORT_FIELDS)[number], string>;

type Answer = { result: ReportActionData; status: 200 | 400 | 404 | 409 | 429; retryAfter?: number };

const notFound = (): Answer => ({
  result: { intent: "report", status: "error", error: m.moderation_error_question_not_found() },
  status: 404,
});

/** The outcome and its status code, for the dialog's fetcher or the report page's redirect. */
export async function runReport(
  form: ReportForm,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Answer> {
  const questionId = questionIdSchema.safeParse(form.questionId);
  if (!questionId.success) return notFound();
  const parsed = reportSchema.safeParse({ reason: form.reason || undefined, note: form.note });
  if (!parsed.success) {
    const error = firstMessage(parsed.error);
    return {
      result: { intent: "report", status: "error", error, fieldErrors: fieldErrors(parsed.error) },
      status: 400,
    };
  }
  const { app, visitor } = requestContext(context);
  // Before anything is written, the new identity below included.
  const limited = await checkLimit(env, request, reportsLimit, { voter: await visitor.voterHash() });
  if (!limited.ok) {
    const result: ReportActionData = { intent: "report", status: "error", error: limited.message };
    return { result, status: 429, retryAfter: limited.retryAfter };
  }
  // Like a vote, a first report gives a cookieless visitor a voter identity, so a repeat is known.
  const voter = await visitor.ensureVoterHash();
  const outcome = await reportQuestion(app, questionId.data, { voter }, parsed.data);
  if (outcome.status === "not-found") return notFound();
  const reported = outcome.status === "reported";
  const message = reported ? m.moderation_report_thanks() : m.moderation_report_repeat();
  return {
    result: { intent: "report", status: outcome.status, questionId: questionId.data, message },
    status: reported ? 200 : 409,
  };
}

/** The question page's "report" intent, posted by the report dialog. */
export async function reportAction(
  form: ReportForm,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { result, status, retryAfter } = await runReport(form, request, context);
  return data(result, { status, headers: retryHeaders({ retryAfter }) });
}
