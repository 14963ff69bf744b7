// Test infrastructure: Cloudflare Turnstile without the network, for the browser test of the check a
// busy network is asked for. Two halves: a script the browser loads in place of Turnstile's (routed
// by Playwright), whose "widget" is a button that puts a token in its form, and a siteverify
// endpoint on a local port that the server is pointed at, which passes each such token once.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright-core";

export const STAND_IN_KEYS = { siteKey: "e2e-turnstile-site-key", secretKey: "e2e-turnstile-secret-key" };

/** Turnstile's explicit-render API, as far as the site uses it; the token names the widget's action. */
const WIDGET_SCRIPT = `
window.turnstile = {
  render(element, options) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Verify you are human";
    button.addEventListener("click", () => {
      const token = document.createElement("input");
      token.type = "hidden";
      token.name = "cf-turnstile-response";
      token.value = "pass." + options.action + "." + crypto.randomUUID();
      element.appendChild(token);
      button.textContent = "Verified";
      button.disabled = true;
    });
    element.appendChild(button);
    return "stand-in";
  },
  remove() {},
};`;

/** Serves the stand-in widget wherever the page asks Cloudflare for Turnstile's script. */
export async function routeTurnstileScript(context: BrowserContext) {
  await context.route("https://challenges.cloudflare.com/turnstile/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: WIDGET_SCRIPT }),
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A siteverify on a local port: passes a `pass.<action>.<nonce>` token once, sent with our secret. */
export async function startSiteverify(): Promise<{ url: string; stop: () => void }> {
  const used = new Set<string>();
  const server = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request)) as { secret?: string; response?: string };
    const token = body.response ?? "";
    const [kind, action] = token.split(".");
    const success = body.secret === STAND_IN_KEYS.secretKey && kind === "pass" && !used.has(token);
    if (success) used.add(token);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify(success ? { success, action } : { success, "error-codes": ["invalid-input-response"] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siteverify`, stop: () => server.close() };
}
