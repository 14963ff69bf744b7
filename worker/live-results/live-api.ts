import { Hono } from "hono";
import { m } from "#domain/paraglide/messages.js";
import { questionIdSchema } from "#domain/schemas.ts";
import type { ApiEnv } from "#worker/api/context.ts";
import { failure } from "#worker/api/errors.ts";
import { refusedAsCrossSite } from "#worker/api/same-origin-json.ts";
import { parse } from "#worker/api/validate.ts";
import { voteObject } from "#worker/services/votes.ts";
import { liveSocketRequest } from "./live-viewers";

/**
 * GET /api/questions/:id/live opens a WebSocket to the question's home object, which sends the counts
 * as they change and how many pages are watching (docs/decisions/0010-live-results.md). The pages
 * stay cached: the live numbers arrive here, never by rendering a page again.
 */
export const liveApi = new Hono<ApiEnv>();

liveApi.get("/:id/live", async (c) => {
  const id = parse(questionIdSchema, c.req.param("id"));
  // A handshake carries the visitor's cookies, so another website's page must not open one (CSWSH).
  if (refusedAsCrossSite(c)) return failure(c, 403, m.error_live_cross_site());
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    c.header("Upgrade", "websocket");
    return failure(c, 426, m.error_live_upgrade());
  }
  // The home object holds the summed counts of a sharded question too, so every page connects there.
  return voteObject(c.var.app, id).fetch(liveSocketRequest(id));
});
