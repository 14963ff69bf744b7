import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { localizeHref } from "#domain/locale.ts";
import { ICONS, MANIFEST_PATH } from "./theme";
import { SAVED_COPY_META } from "./worker-messages";

const OfflineNote = lazy(() => import("./offline-note"));

/** The page's link to its language's manifest, and the icon iOS puts on a home screen. */
export function InstallableLinks() {
  return (
    <>
      <link rel="manifest" href={localizeHref(MANIFEST_PATH)} />
      <link rel="apple-touch-icon" href={ICONS.apple} />
    </>
  );
}

/** Runs `work` once the page has loaded, so nothing of it competes with the first paint. */
function afterLoad(work: () => void): () => void {
  if (document.readyState === "complete") {
    work();
    return () => {};
  }
  window.addEventListener("load", work, { once: true });
  return () => window.removeEventListener("load", work);
}

/**
 * The service worker and kept votes, started after the page's load event from a chunk of their own
 * (start.ts), and the note a saved copy shows while the network is away. `account` names who is
 * signed in ("" for nobody): the worker forgets saved pages when it changes.
 */
export function Installable({ account }: { account: string }) {
  const [savedCopy, setSavedCopy] = useState(false);
  const shown = useRef(savedCopy);
  shown.current = savedCopy;
  const { revalidate } = useRevalidator();

  useEffect(() => {
    setSavedCopy(document.querySelector(`meta[name="${SAVED_COPY_META}"]`) !== null);
  }, []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    // A saved copy reads its data again once the network is back, which ends the note.
    const onOnline = () => shown.current && revalidate();
    const cancel = afterLoad(() => {
      import("./start").then(({ start }) => {
        if (!stopped) stop = start({ account, onSavedCopy: setSavedCopy, onOnline });
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [account, revalidate]);

  // Always in the page, so screen readers hear the note when it appears; fixed, so nothing moves.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-30 flex justify-center px-4">
      {savedCopy && (
        <Suspense>
          <OfflineNote />
        </Suspense>
      )}
    </div>
  );
}
