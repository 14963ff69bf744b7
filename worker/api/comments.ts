import type { Context } from "hono";
import { Hono } from "hono";
import {
  commentBodySchema,
  commentEditSchema,
  commentIdSchema,
  commentVoteSchema,
  discussionQuerySchema,
} from "#domain/discussion-schema.ts";
import { m } from "#domain/paraglide/messages.js";
import { reportSchema } from "#domain/report-schema.ts";
import { questionIdSchema } from "#domain/schemas.ts";
import { effectiveRole } from "#worker/accounts/roles.ts";
import { TURNSTILE_FIELD } from "#worker/limits/turnstile.ts";
import {
  deleteComment,
  editComment,
  getDiscussion,
  type Member,
  postComment,
  reportComment,
  signInToComment,
  voteComment,
} from "#worker/services/discussion.ts";
import { ServiceError } from "#worker/services/errors.ts";
import type { ApiEnv } from "./context";
import { jsonBody, parse } from "./validate";

/** The signed-in member, if any. */
async function signedIn(c: Context<ApiEnv>): Promise<Member | undefined> {
  const user = await c.var.user();
  return user && { userId: user.id, name: user.name, role: effectiveRole(c.var.app.config, user) };
}

/** The signed-in member, or the 401 that asks a visitor to sign in. */
async function member(c: Context<ApiEnv>): Promise<Member> {
  const user = await signedIn(c);
  if (!user) throw signInToComment();
  return user;
}

/**
 * GET and POST /api/questions/:id/comments, mounted beside the questions API. The list is a public
 * read: for a visitor without cookies the edge shares it like every other (worker/http/edge-cache.ts),
 * keyed by `sort` and `page`, so it may be a few seconds old.
 */
export const questionCommentsApi = new Hono<ApiEnv>();

questionCommentsApi.get("/:id/comments", async (c) => {
  const id = parse(questionIdSchema, c.req.param("id"));
  const query = parse(discussionQuerySchema, c.req.query());
  const page = await getDiscussion(c.var.app, { id }, { ...query, viewer: await signedIn(c) });
  return c.json({ success: true, data: page });
});

questionCommentsApi.post("/:id/comments", async (c) => {
  const id = parse(questionIdSchema, c.req.param("id"));
  const author = await member(c);
  const input = parse(commentBodySchema, jsonBody(c));
  const turnstileToken = c.req.header(TURNSTILE_FIELD) || undefined;
  const { status, comment } = await postComment(c.var.app, c.req.raw, id, author, {
    ...input,
    turnstileToken,
  });
  const message = status === "held" ? m.discussion_server_held() : m.discussion_server_posted();
  return c.json({ success: true, data: { ...comment, status }, message }, status === "held" ? 202 : 201);
});

/** PATCH and DELETE /api/comments/:id, PUT /api/comments/:id/vote, POST /api/comments/:id/report. */
export const commentsApi = new Hono<ApiEnv>();

commentsApi.patch("/:id", async (c) => {
  const id = parse(commentIdSchema, c.req.param("id"));
  const author = await member(c);
  const { body } = parse(commentEditSchema, jsonBody(c));
  return c.json({ success: true, data: await editComment(c.var.app, id, author, body) });
});

commentsApi.delete("/:id", async (c) => {
  const id = parse(commentIdSchema, c.req.param("id"));
  const author = await member(c);
  await deleteComment(c.var.app, id, author);
  return c.json({ success: true, data: { id, state: "deleted" } });
});

commentsApi.put("/:id/vote", async (c) => {
  const id = parse(commentIdSchema, c.req.param("id"));
  const voter = await member(c);
  const { value } = parse(commentVoteSchema, jsonBody(c));
  return c.json({ success: true, data: await voteComment(c.var.app, id, voter, value) });
});

commentsApi.post("/:id/report", async (c) => {
  const id = parse(commentIdSchema, c.req.param("id"));
  const reporter = await member(c);
  const input = parse(reportSchema, jsonBody(c));
  const outcome = await reportComment(c.var.app, c.req.raw, id, reporter, input);
  if (outcome.status === "already-reported")
    throw new ServiceError(409, m.discussion_server_already_reported());
  return c.json(
    { success: true, data: { hidden: outcome.hidden }, message: m.discussion_server_reported() },
    201,
  );
});
