// A page is whole before any script runs: it is rendered on the server, and its forms post without
// JavaScript. Its scripts only hydrate it. React Router preloads them with `<link rel="modulepreload">`,
// which browsers fetch at high priority, sharing the connection with the stylesheet that the first
// paint waits for. Asked for at low priority, they let the stylesheet go first and still load in
// parallel. Lighthouse's simulated 4G then paints much sooner, and hydrates no later
// (docs/request-path.md, "Scripts").

const MODULE_PRELOAD = 'link[rel="modulepreload"]';

/** The document with every module preload asked for at low priority; streamed, not buffered. */
export function withLowPriorityScripts(document: Response): Response {
  return new HTMLRewriter()
    .on(MODULE_PRELOAD, { element: (link) => void link.setAttribute("fetchpriority", "low") })
    .transform(document);
}
