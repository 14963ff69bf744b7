import { createRequestHandler } from "react-router";
import { apiApp } from "./api/app";
import { isShareable, markPrivate, serveShared } from "./http/edge-cache";

export { QuestionVotes } from "./votes/question-votes";

const pages = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

function isApiPath(pathname: string): boolean {
  return pathname === "/health" || pathname === "/api" || pathname.startsWith("/api/");
}

/** Everything but the health check, which must always reach D1, may be shared when the visitor is anonymous. */
function mayShare(request: Request, pathname: string): boolean {
  return pathname !== "/health" && isShareable(request);
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    // Every method goes through: a GET-only route would silently drop form posts to actions.
    const handle = () => (isApiPath(pathname) ? apiApp.fetch(request, env, ctx) : pages(request));
    if (mayShare(request, pathname)) return serveShared(request, ctx, handle);
    return markPrivate(await handle());
  },
} satisfies ExportedHandler<Cloudflare.Env>;
