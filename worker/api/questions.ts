import { Hono } from "hono";
import { z } from "zod";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, TOP_DEFAULT, TOP_MAX } from "../../app/lib/limits";
import { paginate } from "../../app/lib/pagination";
import {
  listQuerySchema,
  questionIdSchema,
  slugSchema,
  submissionSchema,
  voteSchema,
} from "../../app/lib/schemas";
import { appContext } from "../services/context";
import { getFeaturedQuestion, getQuestion, getTopQuestions, listQuestions } from "../services/questions";
import { submitQuestion } from "../services/submissions";
import { castVote } from "../services/votes";
import { existingVoterHash, resolveVoter } from "../votes/voter";
import { jsonBody, parse } from "./validate";

const listQuery = listQuerySchema(LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
const topCount = z.coerce
  .number({ error: "count must be a whole number." })
  .int("count must be a whole number.")
  .transform((n) => Math.min(Math.max(n, 1), TOP_MAX));

export const questionsApi = new Hono<{ Bindings: Cloudflare.Env }>();

questionsApi.get("/", async (c) => {
  const query = parse(listQuery, c.req.query());
  const { questions, total } = await listQuestions(appContext(c.env), query);
  return c.json({
    success: true,
    data: questions,
    total,
    pagination: paginate(query.page, query.limit, total),
  });
});

questionsApi.post("/", async (c) => {
  const submission = parse(submissionSchema, await jsonBody(c));
  const created = await submitQuestion(appContext(c.env), submission);
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
  const ctx = appContext(c.env);
  const voter = await existingVoterHash(c.req.raw, ctx.config.voterSecret);
  const featured = await getFeaturedQuestion(ctx, new Date(), voter);
  return c.json({ success: true, data: featured.question, day: featured.day, yourVote: featured.yourVote });
});

const top = async (raw: string | undefined, env: Cloudflare.Env) =>
  getTopQuestions(appContext(env), raw === undefined ? TOP_DEFAULT : parse(topCount, raw));

questionsApi.get("/top", async (c) => c.json({ success: true, data: await top(undefined, c.env) }));
questionsApi.get("/top/:count", async (c) =>
  c.json({ success: true, data: await top(c.req.param("count"), c.env) }),
);

questionsApi.get("/slug/:slug", async (c) => {
  const ctx = appContext(c.env);
  const slug = parse(slugSchema, c.req.param("slug"));
  const voter = await existingVoterHash(c.req.raw, ctx.config.voterSecret);
  const { question, yourVote } = await getQuestion(ctx, { slug }, voter);
  return c.json({ success: true, data: question, yourVote });
});

questionsApi.get("/:id", async (c) => {
  const ctx = appContext(c.env);
  const id = parse(questionIdSchema, c.req.param("id"));
  const voter = await existingVoterHash(c.req.raw, ctx.config.voterSecret);
  const { question, yourVote } = await getQuestion(ctx, { id }, voter);
  return c.json({ success: true, data: question, yourVote });
});

questionsApi.post("/:id/vote", async (c) => {
  const ctx = appContext(c.env);
  const id = parse(questionIdSchema, c.req.param("id"));
  const { option } = parse(voteSchema, await jsonBody(c));
  const voter = await resolveVoter(c.req.raw, ctx.config.voterSecret);
  // The cookie is set even when the vote fails, so a retry counts as the same voter.
  if (voter.setCookie) c.header("Set-Cookie", voter.setCookie);
  const result = await castVote(ctx, id, voter.hash, option);
  return c.json({ success: true, data: result.question, vote: { option: result.option } });
});
