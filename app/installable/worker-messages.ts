// What pages and the service worker tell each other (postMessage), and the mark a saved copy carries.

/**
 * A page to the worker, once it has loaded: whose pages are kept (the worker tidies them then), and
 * the page's own address, which the worker saves if it may and has no copy yet.
 */
export type PageMessage = { type: "visitor"; account: string; page: string };

/** The worker to a page: what it just showed came from the saved copies (or from the network again). */
export type WorkerMessage = { type: "saved-copy"; saved: boolean };

/** A `<meta name>` the worker writes into the head of a page it answers with a saved copy. */
export const SAVED_COPY_META = "wyr-saved-copy";
