import { Hono } from "hono";
import { m } from "#domain/paraglide/messages.js";
import { reportSchema } from "#domain/report-schema.ts";
import { questionIdSchema } from "#domain/schemas.ts";
import { enforceLimit } from "#worker/limits/check.ts";
import { reportsLimit } from "#worker/limits/limits.ts";
import { notFound, ServiceError } from "#worker/services/errors.ts";
import { reportQuestion } from "#worker/services/moderation/reports.ts";
import type { ApiEnv } from "./context";
import { jsonBody, parse } from "./validate";

/** POST /api/questions/:id/report, mounted beside the questions API. */
export const questionReportsApi = new Hono<ApiEnv>();

questionReportsApi.post("/:id/report", async (c) => {
  const id = parse(questionIdSchema, c.req.param("id"));
  const input = parse(reportSchema, jsonBody(c));
  // Before anything is written, the new identity below included.
  await enforceLimit(c.env, c.req.raw, reportsLimit, { voter: await c.var.visitor.voterHash() });
  // Like a vote, a first report gives a cookieless visitor a voter identity, so a repeat is known.
  const voter = await c.var.visitor.ensureVoterHash();
  const outcome = await reportQuestion(c.var.app, id, { voter }, input);
  if (outcome.status === "not-found") throw notFound(m.moderation_error_question_not_found());
  if (outcome.status === "already-reported") throw new ServiceError(409, m.moderation_report_repeat());
  return c.json({ success: true, message: m.moderation_report_thanks() }, 201);
});
