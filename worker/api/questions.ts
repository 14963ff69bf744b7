import { Hono } from "hono";
import { z } from "zod";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, TOP_DEFAULT, TOP_MAX } from "#domain/limits.ts";
import { paginate } from "#domain/pagination.ts";
import {
  listQuerySchema,
  questionIdSchema,
  slugSchema,
  submissionSchema,
  voteSchema,
} from "#domain/schemas.ts";
import { voteAnswer } from "#domain/vote.ts";
import { siteOrigin } from "#worker/http/site-origin.ts";
import { submissionsLimit } from "#worker/limits/limits.ts";
import {
  getFeaturedQuestion,
  getQuestion,
  getTopQuestions,
  listQuestions,
} from "#worker/services/questions.ts";
import { submitQuestion } from "#worker/services/submissions.ts";
import { castVote } from "#worker/services/votes.ts";
import type { ApiEnv } from "./context";
import { refuseOverLimit } from "./guard";
import { jsonBody, parse } from "./validate";

const listQuery = listQuerySchema(LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
const topCount = z.coerce
  .number({ error: "count must be a whole number." })
  .int("count must be a whole number.")
  .transform((n) => Math.min(Math.max(n, 1), TOP_MAX));

export const questionsApi = new Hono<ApiEnv>();

questionsApi.get("/", async (c) => {
  const query = parse(listQuery, c.req.query());
  const { questions, total } = await listQuestions(c.var.app, query);
  return c.json({
    success: true,
    data: questions,
    total,
    pagination: paginate(query.page, query.limit, total),
  });
});

questionsApi.post("/", async (c) => {
  const submission = parse(submissionSchema, jsonBody(c));
  const refused = await refuseOverLimit(c, submissionsLimit, "submit");
  if (refused) return refused;
  const created = await submitQuestion(c.var.app, submission, {
    origin: siteOrigin(c.var.app.config, c.req.raw),
    userId: (await c.var.user())?.id,
  });
  return c.json(
    {
      success: true,
      data: created,
      message: "Thanks! Your question will appear once a moderator has reviewed it.",
    },
    201,
  );
});

questionsApi.get("/featured/today", async (c) => {
  const featured = await getFeaturedQuestion(c.var.app, new Date(), await c.var.visitor.voterHash());
  return c.json({ success: true, data: featured.question, day: featured.day, yourVote: featured.yourVote });
});

const top = async (raw: string | undefined, c: { var: ApiEnv["Variables"] }) =>
  getTopQuestions(c.var.app, raw === undefined ? TOP_DEFAULT : parse(topCount, raw));

questionsApi.get("/top", async (c) => c.json({ success: true, data: await top(undefined, c) }));
questionsApi.get("/top/:count", async (c) =>
  c.json({ success: true, data: await top(c.req.param("count"), c) }),
);

questionsApi.get("/slug/:slug", async (c) => {
  const slug = parse(slugSchema, c.req.param("slug"));
  const { question, yourVote } = await getQuestion(c.var.app, { slug }, await c.var.visitor.voterHash());
  return c.json({ success: true, data: question, yourVote });
});

questionsApi.get("/:id", async (c) => {
  const id = parse(questionIdSchema, c.req.param("id"));
  const { question, yourVote } = await getQuestion(c.var.app, { id }, await c.var.visitor.voterHash());
  return c.json({ success: true, data: question, yourVote });
});

questionsApi.post("/:id/vote", async (c) => {
  const id = parse(questionIdSchema, c.req.param("id"));
  const { option } = parse(voteSchema, jsonBody(c));
  const outcome = await castVote(c.var.app, id, await c.var.visitor.ensureVoterHash(), option);
  await c.var.visitor.rememberVote(id, outcome);
  const { status, body } = voteAnswer(outcome);
  return c.json(body, status);
});
