import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { button, card, container, link, muted } from "#app/lib/ui.ts";
import { getLocale, localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { safeRedirect } from "#domain/redirects.ts";
import { type SavedPage, savedPages } from "./saved-page-list";

// The page the service worker sends a visitor to when a page they never opened cannot load
// (app/installable/service-worker.ts). It is precached with the build, so its own files are there.

export const meta = () => [
  { title: m.page_title({ title: m.offline_title() }) },
  { name: "robots", content: "noindex" },
];

export default function Offline() {
  // Read after hydration: the precached copy was rendered without the address it stands in for.
  const [retry, setRetry] = useState(localizeHref("/"));
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    setRetry(safeRedirect(new URLSearchParams(window.location.search).get("from"), localizeHref("/")));
    savedPages(getLocale() === "zh").then(setSaved, () => setSaved([]));
  }, []);

  return (
    <main className={`${container} max-w-2xl py-16`}>
      <WifiOff aria-hidden="true" className="size-14 text-indigo-700 dark:text-indigo-300" />
      <h1 className="mt-4 text-3xl font-extrabold">{m.offline_title()}</h1>
      <p className={`mt-3 ${muted}`}>{m.offline_text()}</p>
      <a href={retry} className={`${button.primary} mt-6`}>
        {m.offline_try_again()}
      </a>
      <section aria-labelledby="saved-heading" className={`${card} mt-10 p-5`}>
        <h2 id="saved-heading" className="text-lg font-bold">
          {m.offline_saved_heading()}
        </h2>
        {saved?.length === 0 && <p className={`mt-2 ${muted}`}>{m.offline_saved_none()}</p>}
        {saved && saved.length > 0 && (
          <ul className="mt-3 grid gap-2">
            {saved.map((page) => (
              <li key={page.path}>
                <Link to={page.path} reloadDocument className={link}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
