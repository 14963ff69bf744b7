import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as confirmPage from "#app/accounts/auth-confirm.tsx";
import * as resetPage from "#app/accounts/reset-password.tsx";
import { requestContextMiddleware } from "#app/context.server.ts";
import * as submissionPage from "#app/submissions/submission-status.tsx";
import { withSecurityHeaders } from "#worker/http/security-headers.ts";

// The workers runtime has no React Router build (tests/workers/server-build-stub.ts), so these
// pages are served by React Router from a build of just them: their loaders, their `headers`, and
// the security headers every answer gets on its way out. The document itself is not rendered.

const DOCUMENT = "<!DOCTYPE html><html><body></body></html>";

const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response(DOCUMENT, { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { middleware: [requestContextMiddleware] } },
    confirm: { id: "confirm", parentId: "root", path: "auth/confirm", module: confirmPage },
    reset: { id: "reset", parentId: "root", path: "reset-password", module: resetPage },
    status: { id: "status", parentId: "root", path: "submission/:token", module: submissionPage },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handler = createRequestHandler(build, "production");

async function get(path: string) {
  const response = withSecurityHeaders(
    true,
    await handler(new Request(`https://wyr.example${path}`), new RouterContextProvider()),
  );
  await response.arrayBuffer();
  return response;
}

describe("pages whose address carries a token", () => {
  it("send no referrer to other sites, so the token never leaves in a Referer header", async () => {
    const pages = [
      "/reset-password?token=reset-token-from-the-mail",
      "/reset-password",
      "/auth/confirm?token=confirm-token-from-the-mail&type=signup",
      "/auth/confirm",
      "/submission/an-unknown-status-token",
    ];
    for (const path of pages) {
      const response = await get(path);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      // The status page has no form, so it sends no referrer at all; the others post to themselves.
      const policy = path.startsWith("/submission/") ? "no-referrer" : "same-origin";
      expect(response.headers.get("referrer-policy"), path).toBe(policy);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});
