import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { API_BODY_MAX_BYTES } from "../../app/lib/limits";
import { categoriesApi } from "./categories";
import { type ApiEnv, requestContext } from "./context";
import { failure, notFoundHandler, onError } from "./errors";
import { health } from "./health";
import { questionsApi } from "./questions";

const api = new Hono<ApiEnv>();
api.use(requestContext);
api.use(
  bodyLimit({
    maxSize: API_BODY_MAX_BYTES,
    onError: (c) => failure(c, 413, `The request body is larger than ${API_BODY_MAX_BYTES / 1024} KB.`),
  }),
);
api.route("/questions", questionsApi);
api.route("/categories", categoriesApi);

/** Serves /health and everything under /api; the worker entry sends nothing else here. */
export const apiApp = new Hono<{ Bindings: Cloudflare.Env }>();
apiApp.get("/health", health);
apiApp.route("/api", api);
apiApp.notFound(notFoundHandler);
apiApp.onError(onError);
