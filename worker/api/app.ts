import { Hono } from "hono";
import { PatternRouter } from "hono/router/pattern-router";
import { API_BODY_MAX_BYTES } from "#domain/limits.ts";
import { isLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { authApi } from "#worker/accounts/auth-api.ts";
import { readLimitedBody } from "#worker/http/read-body.ts";
import { liveApi } from "#worker/live-results/live-api.ts";
import { categoriesApi } from "./categories";
import { commentsApi, questionCommentsApi } from "./comments";
import { type ApiEnv, requestContext } from "./context";
import { failure, notFoundHandler, onError } from "./errors";
import { health } from "./health";
import { questionsApi } from "./questions";
import { reconcileApi } from "./reconcile";
import { questionReportsApi } from "./reports";
import { sameOriginJson } from "./same-origin-json";

const api = new Hono<ApiEnv>();
// The answer's language is chosen before this app runs (worker/http/request-locale.ts); an
// unknown one is refused here, in the API's own shape.
api.use(async (c, next) => {
  const asked = c.req.query("lang");
  if (asked === undefined || isLocale(asked)) return next();
  return failure(c, 400, m.api_unknown_language({ asked: asked.slice(0, 20) }));
});
api.use(requestContext);
// Bodies are read here, whole and capped, before any handler (see worker/http/read-body.ts), and
// handlers take them from `c.var.body`: a copy of the request to carry them, read again, showed in
// a vote's profile (docs/decisions/0002-edge-request-path.md, "Kept by hand").
api.use(async (c, next) => {
  if (!c.req.raw.body) return next();
  const body = await readLimitedBody(c.req.raw, API_BODY_MAX_BYTES);
  if (!body) return failure(c, 413, m.error_body_too_large({ kilobytes: API_BODY_MAX_BYTES / 1024 }));
  c.set("body", body);
  return next();
});
api.route("/auth", authApi);
api.use(sameOriginJson);
api.route("/questions", questionsApi);
api.route("/questions", liveApi);
api.route("/questions", questionReportsApi);
api.route("/questions", questionCommentsApi);
api.route("/comments", commentsApi);
api.route("/categories", categoriesApi);
api.route("/admin/reconcile", reconcileApi);

/**
 * Serves /health and everything under /api; the worker entry sends nothing else here.
 *
 * PatternRouter, not Hono's default: this app's routes are more than its RegExpRouter takes, so
 * the default fell back to TrieRouter, which runs every `/api/*` middleware twice for a path whose
 * last segment is literally `*` (`/api/*`, `/api/%2A`; honojs/hono#5370, open in 4.13.19). The
 * second body read then failed on the consumed stream: a 500, found by `npm run fuzz`. PatternRouter
 * tries the ~20 routes' patterns in turn; `npm run bench:compare` saw no change in the vote API.
 */
export const apiApp = new Hono<{ Bindings: Cloudflare.Env }>({ router: new PatternRouter() });
apiApp.get("/health", health);
apiApp.route("/api", api);
apiApp.notFound(notFoundHandler);
apiApp.onError(onError);
