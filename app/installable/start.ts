// Loaded after the page's load event (installable.tsx): registers the service worker, tells it who
// is signed in, listens for its news about saved copies, and sends votes kept while offline.
import { sendQueuedVotes } from "#app/voting/send-queued-votes.ts";
import type { PageMessage, WorkerMessage } from "./worker-messages";

/** Built by scripts/service-worker-build.ts; its headers let it look after the whole site. */
const WORKER_URL = "/assets/sw.js";

type Options = {
  account: string;
  onSavedCopy: (saved: boolean) => void;
  /** Back online: the page reads its data again. */
  onOnline: () => void;
};

export function start({ account, onSavedCopy, onOnline }: Options): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  const workers = navigator.serviceWorker;
  // The dev server builds no worker.
  if (workers && !import.meta.env.DEV) {
    workers
      .register(WORKER_URL, { scope: "/" })
      .then(() => workers.ready)
      .then((registration) => {
        const message: PageMessage = { type: "visitor", account, page: window.location.href };
        registration.active?.postMessage(message);
      })
      .catch(() => {
        // No worker (private mode, a blocked script): the site works as it did without one.
      });
    workers.addEventListener(
      "message",
      (event) => {
        const message = event.data as WorkerMessage | undefined;
        if (message?.type === "saved-copy") onSavedCopy(message.saved);
      },
      { signal },
    );
  }
  void sendQueuedVotes();
  window.addEventListener(
    "online",
    () => {
      void sendQueuedVotes();
      onOnline();
    },
    { signal },
  );
  return () => listening.abort();
}
