import { createRequestHandler, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as confirmPage from "#app/accounts/auth-confirm.tsx";
import * as resetPage from "#app/accounts/reset-password.tsx";
import * as submissionPage from "#app/submissions/submission-status.tsx";
import { withSecurityHeaders } from "#worker/http/security-headers.ts";
import { buildOf } from "./page-build";

// Served by React Router from a build of just these pages (page-build.ts): their loaders, their
// `headers`, and the security headers every answer gets on its way out.

const build = buildOf({
  confirm: { path: "auth/confirm", module: confirmPage },
  reset: { path: "reset-password", module: resetPage },
  status: { path: "submission/:token", module: submissionPage },
});

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
