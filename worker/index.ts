import { createRequestHandler } from "react-router";
import { apiApp } from "./api/app";

export { QuestionVotes } from "./votes/question-votes";

const pages = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

function isApiPath(pathname: string): boolean {
  return pathname === "/health" || pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(request, env, ctx) {
    // Every method goes through: a GET-only route would silently drop form posts to actions.
    if (isApiPath(new URL(request.url).pathname)) return apiApp.fetch(request, env, ctx);
    return pages(request);
  },
} satisfies ExportedHandler<Cloudflare.Env>;
