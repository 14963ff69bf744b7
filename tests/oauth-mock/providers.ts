// Test infrastructure, Node side: a local OAuth 2.0 / OpenID Connect server (oauth2-mock-server)
// standing in for Google and GitHub. The workers test runtime sends every outbound fetch here
// (miniflare's outboundService, see vitest.workers.config.ts), so better-auth's real google and
// github providers, with their hard-coded endpoints, run unchanged against it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";
import { type MockIdentity, mockIdentity } from "./identities";

/** The provider endpoints better-auth calls, to the mock's own paths. */
const ROUTES: Record<string, string> = {
  "https://accounts.google.com/o/oauth2/v2/auth": "/authorize",
  "https://oauth2.googleapis.com/token": "/token",
  "https://www.googleapis.com/oauth2/v3/certs": "/jwks",
  "https://github.com/login/oauth/authorize": "/authorize",
  "https://github.com/login/oauth/access_token": "/token",
  "https://api.github.com/user": "/userinfo",
  "https://api.github.com/user/emails": "/github/emails",
};

async function startMockProviders(): Promise<string> {
  const issuer = new OAuth2Issuer();
  // Google's id tokens must come from Google's issuer, signed with a key from "Google's" certs.
  issuer.url = "https://accounts.google.com";
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  const byCode = new Map<string, MockIdentity>();
  const byAccessToken = new Map<string, MockIdentity>();

  service.on(
    "beforeAuthorizeRedirect",
    ({ url }: { url: URL }, req: IncomingMessage & { query: Record<string, unknown> }) => {
      const hint =
        typeof req.query.login_hint === "string" ? req.query.login_hint : "ada.lovelace@example.com";
      const who = mockIdentity(hint);
      const code = url.searchParams.get("code");
      if (who.denies) {
        url.searchParams.delete("code");
        url.searchParams.set("error", "access_denied");
      } else if (code) byCode.set(code, who);
    },
  );
  service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: { body: { code?: string } }) => {
      const who = req.body.code ? byCode.get(req.body.code) : undefined;
      if (!who) return;
      Object.assign(token.payload, {
        sub: who.subject,
        email: who.email,
        email_verified: who.emailVerified,
        name: who.name,
        picture: who.picture,
      });
    },
  );
  service.on(
    "beforeResponse",
    (response: { body: Record<string, unknown> }, req: { body: { code?: string } }) => {
      const who = req.body.code ? byCode.get(req.body.code) : undefined;
      if (who && typeof response.body.access_token === "string")
        byAccessToken.set(response.body.access_token, who);
    },
  );
  const bearer = (req: IncomingMessage) =>
    byAccessToken.get(req.headers.authorization?.replace(/^Bearer /i, "") ?? "");
  // GitHub has no OIDC: its profile and address list are plain JSON behind the access token.
  service.on("beforeUserinfo", (response: { body: unknown; statusCode: number }, req: IncomingMessage) => {
    const who = bearer(req);
    if (!who) return Object.assign(response, { statusCode: 401, body: { message: "Bad credentials" } });
    response.body = {
      id: who.githubId,
      login: who.email.split("@")[0],
      name: who.name,
      email: null,
      avatar_url: who.avatar,
    };
  });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== "/github/emails") return service.requestHandler(req, res);
    const who = bearer(req);
    res.writeHead(who ? 200 : 401, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        who
          ? [{ email: who.email, primary: true, verified: who.emailVerified, visibility: "private" }]
          : { message: "Bad credentials" },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The test process ends when the tests do, not when this server would.
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let started: Promise<string> | undefined;

type OutboundRequest = {
  url: string;
  method: string;
  headers: Iterable<[string, string]>;
  arrayBuffer(): Promise<ArrayBuffer>;
};

/**
 * Answers a fetch the worker makes to the internet: the provider endpoints go to the mock, other
 * test servers on this machine (the mail provider's) are reached as they are, anything else is
 * refused, so no test ever reaches the real Google or GitHub.
 */
export async function mockProvidersFetch(request: OutboundRequest): Promise<Response> {
  const url = new URL(request.url);
  const path = ROUTES[`${url.origin}${url.pathname}`];
  const local = url.hostname === "127.0.0.1";
  if (!path && !local)
    return new Response(`The workers tests do not reach the internet (${url.origin}).`, { status: 502 });
  const headers = new Headers([...request.headers].filter(([name]) => name !== "host"));
  const body =
    request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  if (path) started ??= startMockProviders();
  const target = path ? `${await started}${path}${url.search}` : url.href;
  const answer = await fetch(target, {
    method: request.method,
    headers,
    body,
    redirect: "manual",
  });
  // fetch has already decoded the body, so its length and encoding no longer describe it.
  const answerHeaders = new Headers(answer.headers);
  answerHeaders.delete("content-encoding");
  answerHeaders.delete("content-length");
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answerHeaders });
}
