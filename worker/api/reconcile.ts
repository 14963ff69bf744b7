// POST /api/admin/reconcile: compares (and with apply, repairs) D1's copy of the votes with the

// Durable Objects, a page of questions per request. Only for `npm run reconcile`, which brings the
// RECONCILE_TOKEN secret; without that secret the endpoint does not exist. See docs/decisions/0008.
import { Hono } from "hono";
import { z } from "zod";
import { m } from "#domain/paraglide/messages.js";
import { questionIdsAfter } from "#worker/db/reconcile.ts";
import { toHex } from "#worker/hex.ts";
import { type QuestionReconcile, reconcileQuestion } from "#worker/services/reconcile.ts";
import type { ApiEnv } from "./context";
import { failure, notFoundHandler } from "./errors";
import { jsonBody, parse } from "./validate";

const TOKEN_MIN_LENGTH = 32;

const reconcileRequest = z.object({
  after: z.string().max(64, "after must be a question id.").default(""),
  limit: z.number().int("limit must be a whole number.").min(1).max(50).default(20),
  apply: z.boolean().default(false),
});

const encoder = new TextEncoder();

/** Compared as digests: how long a comparison takes then says nothing usable about the secret. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(async (s) => toHex(await crypto.subtle.digest("SHA-256", encoder.encode(s)))),
  );
  return a === b;
}

export const reconcileApi = new Hono<ApiEnv>();

reconcileApi.post("/", async (c) => {
  // A secret set with `wrangler secret put RECONCILE_TOKEN`, never a [vars] entry, so not in Env's type.
  const token = (c.env as { RECONCILE_TOKEN?: string }).RECONCILE_TOKEN ?? "";
  if (token.length < TOKEN_MIN_LENGTH) return notFoundHandler(c);
  const given = c.req.header("Authorization")?.replace(/^Bearer /, "") ?? "";
  if (!(await sameSecret(given, token))) return failure(c, 401, m.error_reconcile_token());
  const { after, limit, apply } = parse(reconcileRequest, jsonBody(c));
  // D1's primary, not the request's session: a replica a little behind would show differences that are not there.
  const ids = await questionIdsAfter(c.env.DB, after, limit);
  const questions: QuestionReconcile[] = [];
  for (const id of ids) {
    const result = await reconcileQuestion(c.env.DB, c.env.QUESTION_VOTES, id, apply);
    if (result) questions.push(result);
  }
  return c.json({ success: true, data: questions, next: ids.length === limit ? (ids.at(-1) ?? null) : null });
});
