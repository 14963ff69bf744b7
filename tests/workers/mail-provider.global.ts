// A real HTTP server standing in for a mail provider, started once in Node for the workers tests:
// the HTTP sender's requests cross a real socket, and the tests read back what arrived.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import type {} from "./provided-context";

type ReceivedMail = { path: string; authorization?: string; contentType?: string; body: string };

const PROVIDER_KEY = "test-provider-key-0123456789";

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export default async function setup(project: TestProject) {
  const received: ReceivedMail[] = [];
  const server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && path === "/received") return answer(200, received);
    const body = await bodyOf(request);
    received.push({
      path,
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body,
    });
    // Answers as providers do: a wrong key is a 401, a sender outside a verified domain a 422.
    if (request.headers.authorization !== `Bearer ${PROVIDER_KEY}`)
      return answer(401, { message: "API key is invalid" });
    if (path === "/unverified/emails")
      return answer(422, { message: "The example.org domain is not verified" });
    return answer(200, { id: `mail-${received.length}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.provide("mailProvider", { url, key: PROVIDER_KEY });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
