import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { slugSchema } from "#domain/schemas.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { retryHeaders } from "#worker/services/limits.ts";
import { getReportPage } from "#worker/services/moderation/reports.ts";
import { REPORT_FIELDS, runReport } from "./report-action.server";

function validSlug(slug: string | undefined): string {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** One D1 round trip: the published question and whether this visitor has reported it. */
export async function loadReportPage(slug: string | undefined, context: Readonly<RouterContextProvider>) {
  const { app, visitor } = requestContext(context);
  return orPageError(getReportPage(app, validSlug(slug), await visitor.voterHash()));
}

/**
 * The report form without JavaScript: on success back to the question, which thanks the visitor;
 * otherwise this page again with the message and what they sent.
 */
export async function reportPageAction(
  slug: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const path = localizeHref(`/question/${validSlug(slug)}`);
  const form = await readTextForm(request, REPORT_FIELDS);
  const { result, status, retryAfter } = await runReport(form, request, context);
  if (result.status === "reported") return redirect(`${path}?reported=1`, 303);
  const values = { reason: form.reason, note: form.note };
  return data({ ...result, values }, { status, headers: retryHeaders({ retryAfter }) });
}
