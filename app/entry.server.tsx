import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonceContext } from "#worker/services/request.ts";

export { handleError } from "#app/lib/server-error-log.ts";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The worker's nonce for this response's Content-Security-Policy (worker/http/content-security-policy.ts):
  // React Router puts it on its scripts, React on the ones it streams.
  const nonce = loadContext.get(cspNonceContext);
  let shellRendered = false;
  const page = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  const body = await renderToReadableStream(page, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell are rethrown by renderToReadableStream; log only those after it.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
