import type { ServerBuild } from "react-router";
import { requestContextMiddleware } from "#app/context.server.ts";

// The workers runtime has no React Router build (server-build-stub.ts): a test serves the pages it
// is about from a build of just them, under the root's middleware. Their loaders, actions and
// headers run; the document is not rendered (a bare one stands in for it).

const DOCUMENT = "<!DOCTYPE html><html><body></body></html>";

type Page = { path: string; module: unknown };

export function buildOf(pages: Record<string, Page>): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(pages).map(([id, page]) => [id, { id, parentId: "root", ...page }]),
  );
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(DOCUMENT, { status, headers });
        },
      },
    },
    routes: { root: { id: "root", path: "", module: { middleware: [requestContextMiddleware] } }, ...routes },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
